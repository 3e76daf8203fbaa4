import { describe, expect, it } from 'vitest';
import type { CartPayment } from '@leisure/api-contract/browser';
import {
  initialOfflinePaymentsState,
  offlinePaymentsCleared,
  offlinePaymentSet,
  offlinePaymentsReducer,
  offlinePaymentsSynced,
  removedFromCart,
  selectOfflinePayments,
} from '../src/index.ts';
import { checkoutAnswered } from './support/checkoutActions.ts';
import { createPaymentTestStore } from './support/paymentTestStore.ts';

type Action = Parameters<typeof offlinePaymentsReducer>[1];

const run = (payments: CartPayment[], ...actions: Action[]) =>
  actions.reduce(offlinePaymentsReducer, { payments }).payments;

const cash = (amount: number): CartPayment => ({ tenderType: 'cash', amount });
const credit = (amount: number): CartPayment => ({ tenderType: 'credit', amount });
const cheque = (amount: number): CartPayment => ({ tenderType: 'cheque', amount });
const voucher = (amount: number): CartPayment => ({ tenderType: 'offline-voucher', amount });

interface RuleCase {
  name: string;
  before: CartPayment[];
  actions: Action[];
  after: CartPayment[];
}

/** docs/product/platform.md §4 Offline payments, one table per rule, each row a case the rule must get right. */
const rules: Record<string, RuleCase[]> = {
  'rule 1: adding a cash or credit payment replaces one of the same tender type': [
    { name: 'a first cash payment is added', before: [], actions: [offlinePaymentSet(cash(500))], after: [cash(500)] },
    {
      name: 'cash replaces cash, keeping its place',
      before: [cash(500), cheque(200)],
      actions: [offlinePaymentSet(cash(800))],
      after: [cash(800), cheque(200)],
    },
    {
      name: 'credit replaces credit',
      before: [credit(300)],
      actions: [offlinePaymentSet(credit(100))],
      after: [credit(100)],
    },
    {
      name: 'another tender type is added beside, not over, cash',
      before: [cash(500)],
      actions: [offlinePaymentSet(voucher(200))],
      after: [cash(500), voucher(200)],
    },
    {
      name: 'cash twice in a row leaves one cash line',
      before: [],
      actions: [offlinePaymentSet(cash(100)), offlinePaymentSet(cash(250))],
      after: [cash(250)],
    },
  ],
  'rule 2: an amount of 0 or less removes the payment': [
    {
      name: '0 removes cash',
      before: [cash(500), voucher(200)],
      actions: [offlinePaymentSet(cash(0))],
      after: [voucher(200)],
    },
    {
      name: 'a negative amount removes a voucher',
      before: [cash(500), voucher(200)],
      actions: [offlinePaymentSet(voucher(-1))],
      after: [cash(500)],
    },
    { name: '0 removes credit', before: [credit(300)], actions: [offlinePaymentSet(credit(0))], after: [] },
    { name: '0 of a tender not there changes nothing', before: [], actions: [offlinePaymentSet(cheque(0))], after: [] },
  ],
  'rule 3: after a removal from the cart only credit payments survive': [
    {
      name: 'cash, cheque and voucher go; credit stays',
      before: [cash(500), credit(300), cheque(100), voucher(100)],
      actions: [removedFromCart()],
      after: [credit(300)],
    },
    { name: 'without credit nothing is left', before: [cash(500)], actions: [removedFromCart()], after: [] },
    { name: 'nothing to remove', before: [], actions: [removedFromCart()], after: [] },
  ],
  "rule 4: a sync keeps non-credit payments and re-adds the server's": [
    {
      name: "non-credit stays and the server's credit replaces ours",
      before: [cash(500), credit(300), cheque(100)],
      actions: [offlinePaymentsSynced([credit(250)])],
      after: [cash(500), cheque(100), credit(250)],
    },
    {
      name: 'credit the server no longer has is dropped',
      before: [credit(300), cash(100)],
      actions: [offlinePaymentsSynced([])],
      after: [cash(100)],
    },
    {
      name: 'a server payment of a kept tender type replaces it rather than doubling it',
      before: [cash(100)],
      actions: [offlinePaymentsSynced([cash(400)])],
      after: [cash(400)],
    },
    {
      name: "the server's payments are added to an empty list",
      before: [],
      actions: [offlinePaymentsSynced([cash(500), credit(200)])],
      after: [cash(500), credit(200)],
    },
    {
      name: 'a sync after a removal brings back what the server kept',
      before: [cash(500), credit(300)],
      actions: [removedFromCart(), offlinePaymentsSynced([credit(150)])],
      after: [credit(150)],
    },
  ],
};

describe('offline payments (docs/product/platform.md §4)', () => {
  describe.each(Object.entries(rules))('%s', (_rule, cases) => {
    it.each(cases)('$name', ({ before, actions, after }) => {
      expect(run(before, ...actions)).toEqual(after);
    });
  });
});

describe('offline payments: when they are cleared (docs/product/platform.md §4, docs/decisions/0620)', () => {
  const state = (payments: CartPayment[], cartUuid: string | null = 'basket-1') => ({ payments, cartUuid });
  const order = { body: { selectedUserId: 7, payments: [cash(500)] } };

  it.each<{ name: string; action: Action }>([
    { name: 'clearing (log-out)', action: offlinePaymentsCleared() },
    { name: 'an order paid at front of house', action: checkoutAnswered('payAtFrontOfHouse', { orderId: 1 }, order) },
    {
      name: 'a free order',
      action: checkoutAnswered(
        'completeCheckout',
        { orderId: 2 },
        {
          body: { source: 'bookings', completedWaivers: [], payments: [], terms: [] },
        },
      ),
    },
  ])('$name empties them', ({ action }) => {
    expect(offlinePaymentsReducer(state([cash(500), credit(100)]), action)).toEqual(initialOfflinePaymentsState);
  });

  it("a sync from another basket (a new one, or another customer's) keeps nothing of the last one", () => {
    const next = offlinePaymentsReducer(
      state([cash(500), cheque(100)]),
      offlinePaymentsSynced([credit(50)], 'basket-2'),
    );
    expect(next).toEqual({ payments: [credit(50)], cartUuid: 'basket-2' });
  });

  it('a sync from the same basket follows rule 4', () => {
    const next = offlinePaymentsReducer(state([cash(500)]), offlinePaymentsSynced([credit(50)], 'basket-1'));
    expect(next.payments).toEqual([cash(500), credit(50)]);
  });

  it('the first sync remembers its basket and keeps what was entered', () => {
    const next = offlinePaymentsReducer(state([cash(500)], null), offlinePaymentsSynced([], 'basket-1'));
    expect(next).toEqual({ payments: [cash(500)], cartUuid: 'basket-1' });
  });
});

describe('offline payments in an app store', () => {
  it('is injected into the shared root reducer and read with its selector', () => {
    const { store } = createPaymentTestStore();
    expect(selectOfflinePayments(store.getState())).toEqual([]);
    store.dispatch(offlinePaymentSet({ tenderType: 'cheque', amount: 700 }));
    expect(selectOfflinePayments(store.getState())).toEqual([{ tenderType: 'cheque', amount: 700 }]);
  });
});
