import { accountBookingEvent, icsCalendar } from '@leisure/calendar';
import type { Database } from '../../db/database.ts';
import { listFeedBookings, toBookings } from '../activities/index.ts';

/** Calendar apps fetch a subscription again about this often (they may choose to wait longer). */
export const FEED_REFRESH_MINUTES = 60;

/**
 * The customer's feed: every upcoming booking they can see in their account (their own, those they made and their
 * household's children's: docs/decisions/0313), cancelled ones as CANCELLED so subscribed calendars remove them
 * (docs/decisions/0480).
 */
export function feedCalendar(db: Database, userId: number, now: Date): string {
  const bookings = toBookings(db, listFeedBookings(db, userId, now.toISOString()), now);
  return icsCalendar(
    bookings.map((booking) => accountBookingEvent(booking, userId)),
    now,
    { name: 'My bookings', refreshMinutes: FEED_REFRESH_MINUTES },
  );
}
