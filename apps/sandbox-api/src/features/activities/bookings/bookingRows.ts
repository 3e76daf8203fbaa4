import type { Database } from '../../../db/database.ts';

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

/** Bookings a customer can see: their own places and the ones they booked for linked accounts. */
const visibleTo = '(b.attendee_user_id = ? OR b.booked_by_user_id = ?)';

const listings: Record<BookingListStatus, { where: string; order: string }> = {
  upcoming: { where: "b.status = 'booked' AND s.starts_at > ?", order: 's.starts_at ASC, b.id ASC' },
  past: { where: "b.status = 'booked' AND s.starts_at <= ?", order: 's.starts_at DESC, b.id DESC' },
  cancelled: { where: "b.status = 'cancelled' AND ? IS NOT NULL", order: 'b.cancelled_at DESC, b.id DESC' },
};

export function countBookings(db: Database, userId: number, status: BookingListStatus, nowIso: string): number {
  const { where } = listings[status];
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM bookings b JOIN activity_sessions s ON s.id = b.session_id WHERE ${visibleTo} AND ${where}`,
    )
    .get(userId, userId, nowIso) as { n: number };
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
  return db
    .prepare(`${bookingSelect} WHERE ${visibleTo} AND ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(userId, userId, nowIso, page.limit, page.offset) as unknown as BookingRow[];
}

export function findVisibleBooking(db: Database, userId: number, bookingId: number): BookingRow | undefined {
  return db.prepare(`${bookingSelect} WHERE b.id = ? AND ${visibleTo}`).get(bookingId, userId, userId) as
    BookingRow | undefined;
}

/** How many bookings a calendar feed holds at most: the soonest first. */
export const FEED_BOOKINGS_LIMIT = 500;

/**
 * Every booking a customer can see whose session has not started, live or cancelled (a calendar feed lists the
 * cancelled ones as CANCELLED so subscribed calendars drop them: docs/decisions/0480), soonest first.
 */
export function listFeedBookings(db: Database, userId: number, nowIso: string): BookingRow[] {
  return db
    .prepare(
      `${bookingSelect} WHERE ${visibleTo} AND s.starts_at > ? ORDER BY s.starts_at ASC, b.id ASC LIMIT ${FEED_BOOKINGS_LIMIT}`,
    )
    .all(userId, userId, nowIso) as unknown as BookingRow[];
}
