import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@leisure/api-contract';
import {
  createSentTransactions,
  SENT_TRANSACTIONS_KEPT,
  SENT_TRANSACTIONS_KEY,
  transactionEventOf,
  useTransactionEvent,
} from '../../src/features/analytics/index.ts';
import { confirmationOrder } from '../checkout/orderConfirmation/confirmationOrder.ts';

const transactions = () =>
  (window.dataLayer ?? []).filter((event) => (event as { event?: string }).event === 'transaction');

/** A storage whose every use throws, as in a sandboxed frame or with storage blocked. */
const brokenStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
} as unknown as Storage;

beforeEach(() => {
  window.dataLayer = [];
  window.localStorage.clear();
});

describe('transactionEventOf (docs/product/joining.md §4, decision 0912)', () => {
  it('names the order by its reference and brand, in pounds, one product per item', () => {
    const order: Order = {
      ...confirmationOrder(1),
      tax: { amount: 763, formatted: '£7.63' },
      orderType: 'mixed',
    };
    const session = { ...order.items[0], id: 55, name: 'Swim session', price: { amount: 450, formatted: '£4.50' } };
    order.items = [order.items[0]!, { ...session, type: 'session' } as unknown as Order['items'][number]];

    expect(transactionEventOf(order)).toEqual({
      event: 'transaction',
      transactionId: 'BW-000001',
      transactionAffiliation: 'Brightwater Leisure',
      transactionTotal: 45.8,
      transactionTax: 7.63,
      currency: 'GBP',
      transactionProducts: [
        { sku: '7', name: 'Gym Anywhere', category: 'mixed', price: 45.8, quantity: 1 },
        { sku: '55', name: 'Swim session', category: 'mixed', price: 4.5, quantity: 1 },
      ],
    });
  });
});

describe('useTransactionEvent: once per order id', () => {
  it('pushes on the first render, and not on a re-render or a remount with the same order', () => {
    const record = createSentTransactions(() => window.localStorage);
    const order = confirmationOrder(21);
    const first = renderHook(({ current }) => useTransactionEvent(current, record), {
      initialProps: { current: order as Order | undefined },
    });
    expect(transactions()).toHaveLength(1);
    first.rerender({ current: { ...order } });
    expect(transactions()).toHaveLength(1);
    first.unmount();
    renderHook(() => useTransactionEvent(order, record));
    expect(transactions()).toHaveLength(1);
  });

  it('waits for the order, and pushes again for another order id', () => {
    const record = createSentTransactions(() => window.localStorage);
    const view = renderHook(({ current }) => useTransactionEvent(current, record), {
      initialProps: { current: undefined as Order | undefined },
    });
    expect(transactions()).toHaveLength(0);
    view.rerender({ current: confirmationOrder(22) });
    view.rerender({ current: confirmationOrder(23) });
    expect(transactions().map((event) => (event as { transactionId: string }).transactionId)).toEqual([
      'BW-000022',
      'BW-000023',
    ]);
  });

  it('pushes nothing after a reload: the sent id is remembered in localStorage', () => {
    renderHook(() =>
      useTransactionEvent(
        confirmationOrder(24),
        createSentTransactions(() => window.localStorage),
      ),
    );
    // A reload: a new page's record, the same storage.
    renderHook(() =>
      useTransactionEvent(
        confirmationOrder(24),
        createSentTransactions(() => window.localStorage),
      ),
    );
    expect(transactions()).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(SENT_TRANSACTIONS_KEY)!)).toEqual(['24']);
  });

  it('still pushes once per page when storage is unavailable or holds rubbish', () => {
    const blocked = createSentTransactions(() => brokenStorage);
    renderHook(() => useTransactionEvent(confirmationOrder(25), blocked)).unmount();
    renderHook(() => useTransactionEvent(confirmationOrder(25), blocked));
    expect(transactions()).toHaveLength(1);

    window.localStorage.setItem(SENT_TRANSACTIONS_KEY, '{not json');
    const garbled = createSentTransactions(() => window.localStorage);
    renderHook(() => useTransactionEvent(confirmationOrder(26), garbled)).unmount();
    renderHook(() => useTransactionEvent(confirmationOrder(26), garbled));
    expect(transactions()).toHaveLength(2);
  });
});

describe('createSentTransactions', () => {
  it(`keeps only the last ${SENT_TRANSACTIONS_KEPT} order ids`, () => {
    const record = createSentTransactions(() => window.localStorage);
    for (let id = 1; id <= SENT_TRANSACTIONS_KEPT + 5; id += 1) expect(record.claim(id)).toBe(true);
    const kept: string[] = JSON.parse(window.localStorage.getItem(SENT_TRANSACTIONS_KEY)!);
    expect(kept).toHaveLength(SENT_TRANSACTIONS_KEPT);
    expect(kept[0]).toBe('6');
    expect(kept.at(-1)).toBe(String(SENT_TRANSACTIONS_KEPT + 5));
    // The page itself still remembers every id it sent.
    expect(record.claim(1)).toBe(false);
  });
});
