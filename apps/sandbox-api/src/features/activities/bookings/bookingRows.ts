import type { Database } from '../../../db/database.ts';
import { childrenInCareOf } from '../../households/index.ts';

export interface BookingRow {
  id: number;
  session_id: number;
  attendee_user_id: number;
  booked_by_user_id: number;
  order_id: number | null;
  pricing_option_name: string;
  price_paid: number;
  entitlement_id: number | null;
  status: 'booked' | 'cancelled';
  created_at: string;
  cancelled_at: string | null;
  refund_amount: number | null;
  /** From the pricing option and entitlement, to say what covered the place. */
  option_members_only: number | null;
  entitlement_kind: 'benefit' | 'package' | null;
  entitlement_name: string | null;
}

export type BookingListStatus = 'upcoming' | 'past' | 'cancelled';

const bookingSelect = `
  SELECT b.*, po.members_only AS option_members_only, e.kind AS entitlement_kind, e.name AS entitlement_name
  FROM bookings b
  JOIN activity_sessions s ON s.id = b.session_id
  LEFT JOIN activity_pricing_options po ON po.id = b.pricing_option_id
  LEFT JOIN activity_entitlements e ON e.id = b.entitlement_id`;

/**
 * Bookings a customer can see: their own places, the ones they booked, and the places of the children of their
 * household they may book for (docs/decisions/0313-households.md). The clause and its arguments.
 */
function visibleTo(db: Database, userId: number): { clause: string; args: number[] } {
  const children = childrenInCareOf(db, userId);
  const theirs = children.length > 0 ? ` OR b.attendee_user_id IN (${children.map(() => '?').join(',')})` : '';
  return {
    clause: `(b.attendee_user_id = ? OR b.booked_by_user_id = ?${theirs})`,
    args: [userId, userId, ...children],
  };
}

const listings: Record<BookingListStatus, { where: string; order: string }> = {
  upcoming: { where: "b.status = 'booked' AND s.starts_at > ?", order: 's.starts_at ASC, b.id ASC' },
  past: { where: "b.status = 'booked' AND s.starts_at <= ?", order: 's.starts_at DESC, b.id DESC' },
  cancelled: { where: "b.status = 'cancelled' AND ? IS NOT NULL", order: 'b.cancelled_at DESC, b.id DESC' },
};

export function countBookings(db: Database, userId: number, status: BookingListStatus, nowIso: string): number {
  const { where } = listings[status];
  const seen = visibleTo(db, userId);
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM bookings b JOIN activity_sessions s ON s.id = b.session_id WHERE ${seen.clause} AND ${where}`,
    )
    .get(...seen.args, nowIso) as { n: number };
  return row.n;
}

export function listBookings(
  db: Database,
  userId: number,
  status: BookingListStatus,
  nowIso: string,
  page: { limit: number; offset: number },
): BookingRow[] {
  const { where, order } = listings[status];
  const seen = visibleTo(db, userId);
  return db
    .prepare(`${bookingSelect} WHERE ${seen.clause} AND ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...seen.args, nowIso, page.limit, page.offset) as unknown as BookingRow[];
}

export function findVisibleBooking(db: Database, userId: number, bookingId: number): BookingRow | undefined {
  const seen = visibleTo(db, userId);
  return db.prepare(`${bookingSelect} WHERE b.id = ? AND ${seen.clause}`).get(bookingId, ...seen.args) as
    BookingRow | undefined;
}

/** How many bookings a calendar feed holds at most: the soonest first. */
export const FEED_BOOKINGS_LIMIT = 500;

/**
 * Every booking a customer can see whose session has not started, live or cancelled (a calendar feed lists the
 * cancelled ones as CANCELLED so subscribed calendars drop them: docs/decisions/0480), soonest first.
 */
export function listFeedBookings(db: Database, userId: number, nowIso: string): BookingRow[] {
  const seen = visibleTo(db, userId);
  return db
    .prepare(
      `${bookingSelect} WHERE ${seen.clause} AND s.starts_at > ? ORDER BY s.starts_at ASC, b.id ASC LIMIT ${FEED_BOOKINGS_LIMIT}`,
    )
    .all(...seen.args, nowIso) as unknown as BookingRow[];
}
