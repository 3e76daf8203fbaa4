import type { Database } from '../../db/database.ts';

export type CartKind = 'new' | 'change' | 'renewal';

/** The joining cart as stored: one per user. */
export interface JoiningCartRow {
  id: number;
  user_id: number;
  kind: CartKind;
  changes_membership_id: number | null;
  renews_membership_id: number | null;
  home_venue_id: number;
  membership_type_id: number;
  payment_option_id: number;
  start_date: string;
  billing_day: number | null;
  promotion_id: number | null;
  account_holder: string | null;
  sort_code: string | null;
  account_number: string | null;
  billing_address_line_one: string | null;
  billing_address_line_two: string | null;
  billing_city: string | null;
  billing_postcode: string | null;
  dd_terms_accepted: number;
  requires_new_mandate: number;
  created_at: string;
  updated_at: string;
}

export type CartFields = Omit<JoiningCartRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

const COLUMNS: (keyof CartFields)[] = [
  'kind',
  'changes_membership_id',
  'renews_membership_id',
  'home_venue_id',
  'membership_type_id',
  'payment_option_id',
  'start_date',
  'billing_day',
  'promotion_id',
  'account_holder',
  'sort_code',
  'account_number',
  'billing_address_line_one',
  'billing_address_line_two',
  'billing_city',
  'billing_postcode',
  'dd_terms_accepted',
  'requires_new_mandate',
];

/** Stores the user's cart, replacing what it held (the cart keeps its id). */
export function saveCart(db: Database, userId: number, fields: CartFields, now: string): JoiningCartRow {
  const values = COLUMNS.map((column) => fields[column]);
  db.prepare(
    `INSERT INTO joining_carts (user_id, ${COLUMNS.join(', ')}, created_at, updated_at)
     VALUES (?, ${COLUMNS.map(() => '?').join(', ')}, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET ${COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')},
       updated_at = excluded.updated_at`,
  ).run(userId, ...values, now, now);
  return findCartOf(db, userId)!;
}

export function findCartOf(db: Database, userId: number): JoiningCartRow | undefined {
  return db.prepare('SELECT * FROM joining_carts WHERE user_id = ?').get(userId) as JoiningCartRow | undefined;
}

export function deleteCartOf(db: Database, userId: number): boolean {
  return db.prepare('DELETE FROM joining_carts WHERE user_id = ?').run(userId).changes > 0;
}

/** Fields with nothing about bank details or promotions: the base of change and renewal carts. */
export const noExtras = {
  promotion_id: null,
  account_holder: null,
  sort_code: null,
  account_number: null,
  billing_address_line_one: null,
  billing_address_line_two: null,
  billing_city: null,
  billing_postcode: null,
  dd_terms_accepted: 0,
} satisfies Partial<CartFields>;
