// '@leisure/payment/receiptFacts': what a confirmation needs to offer the desk receipt, without the tenders panel.
import type { Order } from '@leisure/api-contract/browser';
import type { CashHandedOver } from './OfflineTendersPanel.tsx';

export type { CashHandedOver };

/**
 * A receipt is offered for an order placed by staff at the desk when any of its lines says `enablePrintReceipt`
 * (docs/decisions/0621): read from the order, so a reload of the confirmation keeps it.
 */
export const receiptPrintable = (order: Order): boolean =>
  order.placedBy === 'staff' && order.items.some((item) => item.enablePrintReceipt === true);

const isPence = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The cash and change a checkout leaves in the navigation state (`deskReceipt.cash`) when staff took cash with
 * change; null otherwise, and when the confirmation is opened afresh (the receipt then has no change line).
 */
export function cashFromNavigation(state: unknown): CashHandedOver | null {
  const cash = (state as { deskReceipt?: { cash?: Partial<CashHandedOver> | null } } | null)?.deskReceipt?.cash;
  return cash && isPence(cash.tendered) && isPence(cash.change)
    ? { tendered: cash.tendered, change: cash.change }
    : null;
}
