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
import { createPaymentTestStore } from './support/paymentTestStore.ts';

const run = (payments: CartPayment[], ...actions: Parameters<typeof offlinePaymentsReducer>[1][]) =>
  actions.reduce(offlinePaymentsReducer, { payments }).payments;

describe('offline payments (docs/product/platform.md §4)', () => {
  it('adds a payment of a tender type not yet there', () => {
    expect(run([], offlinePaymentSet({ tenderType: 'cash', amount: 500 }))).toEqual([
      { tenderType: 'cash', amount: 500 },
    ]);
  });

  it('replaces a cash payment with the new cash amount, keeping its place', () => {
    const payments: CartPayment[] = [
      { tenderType: 'cash', amount: 500 },
      { tenderType: 'cheque', amount: 200 },
    ];
    expect(run(payments, offlinePaymentSet({ tenderType: 'cash', amount: 800 }))).toEqual([
      { tenderType: 'cash', amount: 800 },
      { tenderType: 'cheque', amount: 200 },
    ]);
  });

  it('replaces a credit payment with the new credit amount', () => {
    expect(
      run([{ tenderType: 'credit', amount: 300 }], offlinePaymentSet({ tenderType: 'credit', amount: 100 })),
    ).toEqual([{ tenderType: 'credit', amount: 100 }]);
  });

  it('removes the tender when the amount is 0 or less', () => {
    const payments: CartPayment[] = [
      { tenderType: 'cash', amount: 500 },
      { tenderType: 'offline-voucher', amount: 200 },
    ];
    expect(run(payments, offlinePaymentSet({ tenderType: 'cash', amount: 0 }))).toEqual([
      { tenderType: 'offline-voucher', amount: 200 },
    ]);
    expect(run(payments, offlinePaymentSet({ tenderType: 'offline-voucher', amount: -1 }))).toEqual([
      { tenderType: 'cash', amount: 500 },
    ]);
    expect(run([], offlinePaymentSet({ tenderType: 'cheque', amount: 0 }))).toEqual([]);
  });

  it('keeps only credit after something is removed from the cart', () => {
    const payments: CartPayment[] = [
      { tenderType: 'cash', amount: 500 },
      { tenderType: 'credit', amount: 300 },
      { tenderType: 'cheque', amount: 100 },
      { tenderType: 'offline-voucher', amount: 100 },
    ];
    expect(run(payments, removedFromCart())).toEqual([{ tenderType: 'credit', amount: 300 }]);
  });

  it("a sync keeps the non-credit payments and re-adds the server's", () => {
    const payments: CartPayment[] = [
      { tenderType: 'cash', amount: 500 },
      { tenderType: 'credit', amount: 300 },
      { tenderType: 'cheque', amount: 100 },
    ];
    expect(run(payments, offlinePaymentsSynced([{ tenderType: 'credit', amount: 250 }]))).toEqual([
      { tenderType: 'cash', amount: 500 },
      { tenderType: 'cheque', amount: 100 },
      { tenderType: 'credit', amount: 250 },
    ]);
  });

  it('a sync without server payments drops credit the server no longer has', () => {
    expect(
      run(
        [
          { tenderType: 'credit', amount: 300 },
          { tenderType: 'cash', amount: 100 },
        ],
        offlinePaymentsSynced([]),
      ),
    ).toEqual([{ tenderType: 'cash', amount: 100 }]);
  });

  it('a server payment of a kept tender type replaces it rather than doubling it', () => {
    expect(
      run([{ tenderType: 'cash', amount: 100 }], offlinePaymentsSynced([{ tenderType: 'cash', amount: 400 }])),
    ).toEqual([{ tenderType: 'cash', amount: 400 }]);
  });

  it('clears every payment', () => {
    expect(run([{ tenderType: 'cash', amount: 100 }], offlinePaymentsCleared())).toEqual(
      initialOfflinePaymentsState.payments,
    );
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
