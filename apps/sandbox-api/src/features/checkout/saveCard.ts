import type { Database } from '../../db/database.ts';
import type { CardTransactionRow } from './cardTransactions.ts';

/**
 * "Save card" ticked at authorise: once the order is placed the card becomes the customer's saved card (decision
 * 0403), as the provider's reusable token, never the number. It replaces any card saved before (docs/product/joining.md §2).
 */
export function saveCardOf(db: Database, row: CardTransactionRow, nowIso: string): void {
  if (!row.card_identifier) return;
  const card = db
    .prepare('SELECT card_type, last_four, expiry_month, expiry_year FROM card_identifiers WHERE identifier = ?')
    .get(row.card_identifier) as
    { card_type: string; last_four: string; expiry_month: number; expiry_year: number } | undefined;
  if (!card) return;
  const reusable = `reusable-${row.card_identifier}`;
  db.prepare('DELETE FROM saved_cards WHERE user_id = ? AND external_identifier != ?').run(row.user_id, reusable);
  db.prepare(
    `INSERT OR IGNORE INTO saved_cards (user_id, card_type, last_four, card_holder_name, expiry_month, expiry_year,
       external_identifier, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.user_id,
    card.card_type,
    card.last_four,
    row.cardholder_name,
    card.expiry_month,
    card.expiry_year,
    reusable,
    nowIso,
  );
}
