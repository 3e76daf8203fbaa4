import { contract } from '@leisure/api-contract';
import type { Clock } from '../../../src/clock.ts';
import type { Database } from '../../../src/db/database.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';
import { addPerson, leaveSpaces, optionId } from '../../cart/support/bookingFixtures.ts';
import { bookViaBasket } from '../../cart/support/checkout.ts';

export interface FullSession {
  id: number;
  name: string;
  activityId: number;
  adult: number;
  capacity: number;
  /** The people booked on it through the basket, who can cancel to free a place. */
  booked: { id: number; token: string; bookingId: number }[];
}

let skip = 0;

/**
 * A fitness class open for booking (within 7 days of the tests' start), with an Adult price for anyone, that is full:
 * `bookedOnline` customers booked through the basket (their bookings can be cancelled), the rest taken at reception.
 * Each call uses another session.
 */
export async function fullSession(
  api: ApiCaller,
  db: Database,
  clock: Clock,
  bookedOnline = 1,
  capacity?: number,
): Promise<FullSession> {
  const session = db
    .prepare(
      `SELECT s.id, s.activity_id AS activityId, a.name FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
       JOIN activity_categories c ON c.id = a.category_id
       JOIN activity_pricing_options o ON o.activity_id = a.id AND o.name = 'Adult' AND o.members_only = 0
       WHERE c.slug = 'fitness-classes' AND s.status = 'scheduled' AND s.starts_at > ? AND s.starts_at <= ?
         AND (a.min_age IS NULL OR a.min_age <= 18)
       ORDER BY s.starts_at, s.id LIMIT 1 OFFSET ?`,
    )
    .get('2026-03-11T00:00:00Z', '2026-03-17T09:00:00Z', skip) as { id: number; activityId: number; name: string };
  skip += 1;
  if (capacity !== undefined)
    db.prepare('UPDATE activity_sessions SET capacity = ? WHERE id = ?').run(capacity, session.id);
  const adult = optionId(db, session.activityId, 'Adult');
  leaveSpaces(db, session.id, bookedOnline);
  const booked = [];
  for (let i = 0; i < bookedOnline; i++) {
    const person = addPerson(db);
    await bookViaBasket(api, db, clock, person, [{ sessionId: session.id, pricingOptionId: adult }]);
    const { id: bookingId } = db
      .prepare("SELECT id FROM bookings WHERE session_id = ? AND attendee_user_id = ? AND status = 'booked'")
      .get(session.id, person.id) as { id: number };
    booked.push({ ...person, bookingId });
  }
  const capacityNow = (
    db.prepare('SELECT capacity FROM activity_sessions WHERE id = ?').get(session.id) as {
      capacity: number;
    }
  ).capacity;
  return { id: session.id, name: session.name, activityId: session.activityId, adult, capacity: capacityNow, booked };
}

export const join = (
  api: ApiCaller,
  person: { token: string },
  sessionId: number,
  body: Record<string, unknown> = { mode: 'offer' },
) => api.call(contract.waitingList.joinWaitingList, { token: person.token, params: { sessionId }, body });

export const cancel = (api: ApiCaller, person: { token: string; bookingId: number }) =>
  api.call(contract.activities.cancelMyBooking, { token: person.token, params: { bookingId: person.bookingId } });

export const sessionList = (api: ApiCaller, sessionId: number, person?: { token: string }) =>
  api.call(contract.waitingList.getSessionWaitingList, { token: person?.token, params: { sessionId } });

export const myList = async (api: ApiCaller, person: { token: string }) =>
  (await api.call(contract.waitingList.listMyWaitingList, { token: person.token })).json.data.entries as {
    session: { id: number };
    status: string;
    position: number | null;
    statusText: string;
    offerHeldUntil: string | null;
    bookingId: number | null;
  }[];

/** Places taken on a session: live bookings, places taken at reception and live basket holds. */
export function placesTaken(db: Database, sessionId: number, nowIso: string) {
  return db
    .prepare(
      `SELECT s.capacity, s.offline_bookings AS offline,
         (SELECT COUNT(*) FROM bookings b WHERE b.session_id = s.id AND b.status = 'booked') AS booked,
         (SELECT COUNT(*) FROM cart_items ci WHERE ci.session_id = s.id AND ci.held_until > ?) AS held
       FROM activity_sessions s WHERE s.id = ?`,
    )
    .get(nowIso, sessionId) as { capacity: number; offline: number; booked: number; held: number };
}

export function emailsTo(db: Database, userId: number, kind: string) {
  return db
    .prepare('SELECT subject, body_text, link FROM email_outbox WHERE user_id = ? AND kind = ? ORDER BY id')
    .all(userId, kind) as { subject: string; body_text: string; link: string | null }[];
}

export { addPerson };
