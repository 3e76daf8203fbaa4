import type { Database } from '../db/database.ts';

// Reads and updates features/account's payments history; it lives here so that the memberships feature, which the
// account feature builds on, can refund a joining payment without an import cycle.
// What was paid is read from the order's tenders (features/memberships/held/originalJoining.ts, decision 0442).

/**
 * Marks an order's payments refunded in the payments history: a cooling-off cancellation refunds what was paid for the membership
 * (docs/decisions/0441-cancelling-a-membership-online.md, 0442-cooling-off-and-refunds.md), and the member sees it against the payment it reverses.
 */
export function refundOrderPayments(db: Database, orderId: number): void {
  db.prepare("UPDATE account_payments SET status = 'refunded' WHERE order_id = ? AND status = 'paid'").run(orderId);
}
