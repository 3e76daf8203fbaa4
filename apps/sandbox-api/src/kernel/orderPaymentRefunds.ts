import type { Database } from '../db/database.ts';

// Reads and updates features/account's payments history; it lives here so that the memberships feature, which the
// account feature builds on, can refund a joining payment without an import cycle.

/** What the payer paid for an order, as the payments history records it (0 when it recorded nothing). */
export function paidForOrder(db: Database, orderId: number): number {
  const row = db
    .prepare(
      "SELECT COALESCE(SUM(amount_pence), 0) AS pence FROM account_payments WHERE order_id = ? AND status = 'paid'",
    )
    .get(orderId) as { pence: number };
  return row.pence;
}

/**
 * Marks an order's payments refunded in the payments history: a cooling-off cancellation refunds what was paid to join
 * (docs/decisions/0441-cancelling-a-membership-online.md), and the member sees it against the payment it reverses.
 */
export function refundOrderPayments(db: Database, orderId: number): void {
  db.prepare("UPDATE account_payments SET status = 'refunded' WHERE order_id = ? AND status = 'paid'").run(orderId);
}
