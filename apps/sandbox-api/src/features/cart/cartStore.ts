import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';

export interface CartRow {
  id: number;
  uuid: string;
  holder_user_id: number;
  operator_user_id: number;
  source: string;
  complete_order_id: number | null;
  /** Times "Keep my places" extended this basket's holds (extendHolds.ts). */
  hold_extensions: number;
  created_at: string;
  updated_at: string;
}

export interface CartItemRow {
  id: number;
  cart_id: number;
  type: string;
  session_id: number | null;
  pricing_option_id: number | null;
  purchased_for_user_id: number;
  entitlement_id: number | null;
  entitlement_declined: number;
  held_until: string | null;
  details_json: string | null;
  /** A block of lessons by card: the class, and the held place's first and last day (docs/decisions/0599). */
  lesson_class_id: number | null;
  lesson_from: string | null;
  lesson_to: string | null;
  created_at: string;
}

/** The basket a user (operator) is building for a customer (holder); created empty on first use. */
export function findOrCreateCart(db: Database, holderId: number, operatorId: number, nowIso: string): CartRow {
  db.prepare(
    `INSERT INTO carts (uuid, holder_user_id, operator_user_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (holder_user_id, operator_user_id) DO NOTHING`,
  ).run(randomUUID(), holderId, operatorId, nowIso, nowIso);
  return db
    .prepare('SELECT * FROM carts WHERE holder_user_id = ? AND operator_user_id = ?')
    .get(holderId, operatorId) as unknown as CartRow;
}

export function findCart(db: Database, cartId: number): CartRow | undefined {
  return db.prepare('SELECT * FROM carts WHERE id = ?').get(cartId) as CartRow | undefined;
}

/** A new basket's life: new uuid, no completed order, no hold extensions used. Used after discarding and after checking out. */
export function startNewBasket(
  db: Database,
  cartId: number,
  nowIso: string,
  completeOrderId: number | null = null,
): void {
  db.prepare('UPDATE carts SET uuid = ?, complete_order_id = ?, hold_extensions = 0, updated_at = ? WHERE id = ?').run(
    randomUUID(),
    completeOrderId,
    nowIso,
    cartId,
  );
}

export function touchCart(db: Database, cartId: number, nowIso: string, source?: string): void {
  if (source) db.prepare('UPDATE carts SET updated_at = ?, source = ? WHERE id = ?').run(nowIso, source, cartId);
  else db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').run(nowIso, cartId);
}

export function cartItems(db: Database, cartId: number): CartItemRow[] {
  return db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').all(cartId) as unknown as CartItemRow[];
}

export function findCartItem(db: Database, cartId: number, itemId: number): CartItemRow | undefined {
  return db.prepare('SELECT * FROM cart_items WHERE cart_id = ? AND id = ?').get(cartId, itemId) as
    CartItemRow | undefined;
}
