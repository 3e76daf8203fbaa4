import type { Database } from '../../../db/database.ts';

export type TermsKind = 'direct-debit' | 'health-commitment' | 'membership' | 'checkout' | 'checkout-recurring';

export interface TermsRecord {
  id: number;
  title: string;
  html: string;
  required: boolean;
}

interface TermsRow {
  id: number;
  title: string;
  html: string;
  required: number;
}

const toRecord = (row: TermsRow): TermsRecord => ({
  id: row.id,
  title: row.title,
  html: row.html,
  required: row.required === 1,
});

/** The terms of a kind for a membership type: its own when it has them, otherwise the operator's default. */
export function termsFor(db: Database, kind: TermsKind, typeId: number | null): TermsRecord | undefined {
  const row = db
    .prepare(
      `SELECT id, title, html, required FROM membership_terms
     WHERE kind = ? AND (membership_type_id = ? OR membership_type_id IS NULL)
     ORDER BY membership_type_id IS NULL, sort_order LIMIT 1`,
    )
    .get(kind, typeId) as TermsRow | undefined;
  return row ? toRecord(row) : undefined;
}

export function termsOfKind(db: Database, kind: TermsKind): TermsRecord[] {
  return (
    db
      .prepare(
        'SELECT id, title, html, required FROM membership_terms WHERE kind = ? AND membership_type_id IS NULL ORDER BY sort_order, id',
      )
      .all(kind) as unknown as TermsRow[]
  ).map(toRecord);
}

/** Whether a joining cart of this user holds a monthly (recurring) membership. */
export function cartHoldsRecurringMembership(db: Database, cartId: number, userId: number): boolean {
  return (
    db
      .prepare(
        `SELECT 1 AS yes FROM joining_carts c JOIN membership_payment_options o ON o.id = c.payment_option_id
       WHERE c.id = ? AND c.user_id = ? AND o.payment_type = 'recurring'`,
      )
      .get(cartId, userId) !== undefined
  );
}
