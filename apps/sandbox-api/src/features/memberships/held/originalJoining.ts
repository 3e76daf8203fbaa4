import type { Database } from '../../../db/database.ts';
import { toUkDate } from '../../../clock.ts';
import type { IsoDate } from '@leisure/dates';

interface ChainRow {
  id: number;
  userId: number;
  startDate: IsoDate;
  orderId: number | null;
  orderType: string | null;
  createdAt: string;
}

const SELECT = `SELECT um.id, um.user_id AS userId, um.start_date AS startDate, um.order_id AS orderId,
  o.order_type AS orderType, um.created_at AS createdAt
  FROM user_memberships um LEFT JOIN orders o ON o.id = um.order_id`;

/**
 * The membership and every one it was changed from, newest first (docs/decisions/0442). A change's order is of type
 * `membership-change`, and the membership it replaced ends the day before the new one starts (decision 0204).
 */
export function membershipChain(db: Database, membershipId: number): ChainRow[] {
  const chain: ChainRow[] = [];
  let row = db.prepare(`${SELECT} WHERE um.id = ?`).get(membershipId) as ChainRow | undefined;
  while (row) {
    chain.push(row);
    if (row.orderType !== 'membership-change') break;
    row = db
      .prepare(
        `${SELECT} WHERE um.user_id = ? AND um.id < ? AND um.end_date = date(?, '-1 day') ORDER BY um.id DESC LIMIT 1`,
      )
      .get(row.userId, row.id, row.startDate) as ChainRow | undefined;
  }
  return chain;
}

/** The UK date of the original joining: a change of membership does not start a new cooling-off period. */
export function originallyJoinedOn(db: Database, membershipId: number): IsoDate {
  return toUkDate(new Date(membershipChain(db, membershipId).at(-1)!.createdAt));
}

/** The orders that bought the membership: its joining and every change since. */
export function ordersOfMembership(db: Database, membershipId: number): number[] {
  return membershipChain(db, membershipId)
    .map((row) => row.orderId)
    .filter((orderId): orderId is number => orderId !== null);
}

/**
 * What was paid for the membership, by every tender the orders record (card, cash, cheque, voucher, credit), from
 * the joining on; null when no order bought it (a seeded member), so nothing records what they paid.
 */
export function paidForMembership(db: Database, membershipId: number): number | null {
  const chain = membershipChain(db, membershipId);
  if (chain.at(-1)!.orderId === null) return null;
  const orderIds = chain.map((row) => row.orderId).filter((orderId): orderId is number => orderId !== null);
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) AS pence FROM order_payments
       WHERE order_id IN (${orderIds.map(() => '?').join(', ')})`,
    )
    .get(...orderIds) as { pence: number };
  return row.pence;
}
