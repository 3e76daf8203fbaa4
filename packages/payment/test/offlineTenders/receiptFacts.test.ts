import { describe, expect, it } from 'vitest';
import type { Order } from '@leisure/api-contract/browser';
import { cashFromNavigation, receiptPrintable } from '../../src/offline/tenders/receiptFacts.ts';

const order = (placedBy: Order['placedBy'], flags: (boolean | undefined)[]) =>
  ({ placedBy, items: flags.map((enablePrintReceipt) => ({ enablePrintReceipt })) }) as unknown as Order;

describe('the desk receipt (docs/decisions/0621)', () => {
  it.each([
    ['placed by staff, a line allows it', order('staff', [false, true]), true],
    ['placed by staff, no line allows it', order('staff', [false, undefined]), false],
    ["the customer's own order", order('customer', [true]), false],
  ])('is offered: %s', (_case, placed, offered) => {
    expect(receiptPrintable(placed)).toBe(offered);
  });

  it.each([
    ['cash with change', { deskReceipt: { cash: { tendered: 1000, change: 500 } } }, { tendered: 1000, change: 500 }],
    ['opened afresh', null, null],
    ['no cash taken', { deskReceipt: { cash: null } }, null],
    ['pence that are not whole', { deskReceipt: { cash: { tendered: 10.5, change: 0 } } }, null],
    ['a negative change', { deskReceipt: { cash: { tendered: 1000, change: -1 } } }, null],
  ])('reads the change from the navigation: %s', (_case, state, cash) => {
    expect(cashFromNavigation(state)).toEqual(cash);
  });
});
