import { DatabaseSync } from 'node:sqlite';
import { e2eSandboxes } from '../../../support/sandboxEnv.ts';

export interface PaymentRecords {
  orders: number;
  /** Card transactions by status (authorised, sca_required, failed), and how many became an order. */
  transactions: Record<string, number>;
  completedTransactions: number;
}

/** What one card payment that went through leaves: one order, from one authorised transaction. */
export const PAID_ONCE: PaymentRecords = { orders: 1, transactions: { authorised: 1 }, completedTransactions: 1 };

/** What one failed card payment leaves: its transaction, and no order. */
export const FAILED_ONCE: PaymentRecords = { orders: 0, transactions: { failed: 1 }, completedTransactions: 0 };

/**
 * What the sandbox's database holds for a customer, read straight from its file (read-only): "one order in the
 * database" is checked where it lives, not through an API that might hide a second one.
 */
export function paymentRecords(customerUserId: number, sandbox: 'main' | 'faults' = 'main'): PaymentRecords {
  const db = new DatabaseSync(e2eSandboxes()[sandbox].dbFile, { readOnly: true });
  try {
    const orders = db.prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_user_id = ?').get(customerUserId) as {
      n: number;
    };
    const rows = db
      .prepare('SELECT status, COUNT(*) AS n FROM card_transactions WHERE customer_user_id = ? GROUP BY status')
      .all(customerUserId) as { status: string; n: number }[];
    const completed = db
      .prepare('SELECT COUNT(*) AS n FROM card_transactions WHERE customer_user_id = ? AND order_id IS NOT NULL')
      .get(customerUserId) as { n: number };
    return {
      orders: orders.n,
      transactions: Object.fromEntries(rows.map((row) => [row.status, row.n])),
      completedTransactions: completed.n,
    };
  } finally {
    db.close();
  }
}
