import type { Database } from '../../db/database.ts';
import { cardBrandName } from './cardBrandNames.ts';

interface CardOfPayment {
  card_type: string;
  last_four: string;
}

/** The card a checkout payment was taken with: a newly entered one (its identifier) or a saved one. */
function cardOf(db: Database, transactionUuid: string): CardOfPayment | undefined {
  return db
    .prepare(
      `SELECT COALESCE(ci.card_type, sc.card_type) AS card_type, COALESCE(ci.last_four, sc.last_four) AS last_four
       FROM card_transactions t
       LEFT JOIN card_identifiers ci ON ci.identifier = t.card_identifier
       LEFT JOIN saved_cards sc ON sc.id = t.saved_card_id
       WHERE t.uuid = ?`,
    )
    .get(transactionUuid) as CardOfPayment | undefined;
}

/** "Gym Anywhere" for one line; "Spin and 2 more" for several. */
function descriptionOf(db: Database, orderId: number): string {
  const names = (
    db.prepare('SELECT name FROM order_items WHERE order_id = ? ORDER BY sort_order, id').all(orderId) as {
      name: string;
    }[]
  ).map((row) => row.name);
  if (names.length === 0) return 'Order';
  return names.length === 1 ? names[0]! : `${names[0]} and ${names.length - 1} more`;
}

/**
 * A card payment completed at checkout joins the payer's payments history (docs/decisions/0491-checkout-payments-in-history.md),
 * referenced by its order, so the account lists it and prints its receipt with the order's lines.
 */
export function recordCheckoutPayment(
  db: Database,
  payment: { payerUserId: number; orderId: number; amountPence: number; transactionUuid: string; paidOn: string },
): void {
  const card = cardOf(db, payment.transactionUuid);
  const methodDescription = card?.last_four ? `${cardBrandName(card.card_type)} ending ${card.last_four}` : 'Card';
  const { reference } = db.prepare('SELECT reference FROM orders WHERE id = ?').get(payment.orderId) as {
    reference: string;
  };
  db.prepare(
    `INSERT INTO account_payments (user_id, paid_on, description, amount_pence, method, method_description, status, reference, order_id)
     VALUES (?, ?, ?, ?, 'card', ?, 'paid', ?, ?)`,
  ).run(
    payment.payerUserId,
    payment.paidOn,
    descriptionOf(db, payment.orderId),
    payment.amountPence,
    methodDescription,
    reference,
    payment.orderId,
  );
}
