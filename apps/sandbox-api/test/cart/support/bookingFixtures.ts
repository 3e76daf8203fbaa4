import { randomBytes } from 'node:crypto';
import type { Database } from '../../../src/db/database.ts';
import { tokenFor } from '../../support/tokens.ts';

let counter = 0;

/** Inserts a customer (or staff user) with a live token, bypassing log-in: tests need many distinct people. */
export function addPerson(
  db: Database,
  person: {
    firstName?: string;
    lastName?: string;
    email?: string;
    dateOfBirth?: string | null;
    homeVenue?: string;
    role?: 'customer' | 'staff';
    creditBalance?: number;
    penalties?: boolean;
  } = {},
): { id: number; token: string; name: string } {
  counter += 1;
  const firstName = person.firstName ?? 'Test';
  const lastName = person.lastName ?? `Customer${counter}`;
  const homeVenueId = person.homeVenue
    ? (db.prepare('SELECT id FROM venues WHERE slug = ?').get(person.homeVenue) as { id: number }).id
    : null;
  const result = db
    .prepare(
      `INSERT INTO users (reference, email, password_hash, role, first_name, last_name, date_of_birth, home_venue_id,
         credit_balance, has_outstanding_penalties, created_at)
       VALUES (?, ?, 'not-a-hash', ?, ?, ?, ?, ?, ?, ?, '2026-01-01T00:00:00Z')`,
    )
    .run(
      `TEST${String(counter).padStart(5, '0')}${randomBytes(2).toString('hex')}`,
      person.email ?? `test.${counter}.${randomBytes(3).toString('hex')}@example.com`,
      person.role ?? 'customer',
      firstName,
      lastName,
      person.dateOfBirth === undefined ? '1990-06-15' : person.dateOfBirth,
      homeVenueId,
      person.creditBalance ?? 0,
      person.penalties ? 1 : 0,
    );
  const id = Number(result.lastInsertRowid);
  return { id, token: tokenFor(db, id), name: `${firstName} ${lastName}` };
}

export interface SessionPick {
  id: number;
  activityId: number;
  capacity: number;
  startsAt: string;
  localDate: string;
}

/** A scheduled session of an activity at a venue starting after `afterIso`, soonest first. */
export function pickSession(db: Database, venue: string, activity: string, afterIso: string, skip = 0): SessionPick {
  const row = db
    .prepare(
      `SELECT s.id, s.activity_id, s.capacity, s.starts_at, s.local_date FROM activity_sessions s
       JOIN activities a ON a.id = s.activity_id JOIN venues v ON v.id = s.venue_id
       WHERE v.slug = ? AND a.name = ? AND s.status = 'scheduled' AND s.starts_at > ?
       ORDER BY s.starts_at LIMIT 1 OFFSET ?`,
    )
    .get(venue, activity, afterIso, skip) as
    { id: number; activity_id: number; capacity: number; starts_at: string; local_date: string } | undefined;
  if (!row) throw new Error(`No ${activity} session at ${venue} after ${afterIso}`);
  return {
    id: row.id,
    activityId: row.activity_id,
    capacity: row.capacity,
    startsAt: row.starts_at,
    localDate: row.local_date,
  };
}

/**
 * The `skip`-th scheduled session of an activity at a venue that is already open for booking at the booking tests'
 * start (it starts within the 7-day window, docs/decisions/0330-booking-windows.md), counting round when `skip`
 * passes the last: for tests that need many baskets and do not mind sharing a session.
 */
export function pickOpenSession(db: Database, venue: string, activity: string, skip = 0): SessionPick {
  const open = (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
         JOIN venues v ON v.id = s.venue_id
         WHERE v.slug = ? AND a.name = ? AND s.status = 'scheduled' AND s.starts_at > ? AND s.starts_at <= ?`,
      )
      .get(venue, activity, OPEN_FROM, OPEN_UNTIL) as { n: number }
  ).n;
  if (open === 0) throw new Error(`No ${activity} session at ${venue} open for booking`);
  return pickSession(db, venue, activity, OPEN_FROM, skip % open);
}

/** Sessions the booking tests use start after this... */
const OPEN_FROM = '2026-03-11T00:00:00Z';
/** ...and by this are open for everyone at the tests' start (Tue 10 March 09:00, 7 days ahead). */
const OPEN_UNTIL = '2026-03-17T09:00:00Z';

/** Sets the places taken at reception so that exactly `left` places remain (bookings and holds counted). */
export function leaveSpaces(db: Database, sessionId: number, left: number): void {
  const row = db
    .prepare(
      `SELECT s.capacity, (SELECT COUNT(*) FROM bookings b WHERE b.session_id = s.id AND b.status = 'booked') AS booked
       FROM activity_sessions s WHERE s.id = ?`,
    )
    .get(sessionId) as { capacity: number; booked: number };
  db.prepare('UPDATE activity_sessions SET offline_bookings = ? WHERE id = ?').run(
    Math.max(0, row.capacity - row.booked - left),
    sessionId,
  );
}

export function optionId(db: Database, activityId: number, name: string): number {
  const row = db
    .prepare('SELECT id FROM activity_pricing_options WHERE activity_id = ? AND name = ?')
    .get(activityId, name) as { id: number } | undefined;
  if (!row) throw new Error(`No ${name} price for activity ${activityId}`);
  return row.id;
}

/** A basket item: a place on a session at a price, for someone else when `purchasedForUserId` is given. */
export const sessionItem = (sessionId: number, pricingOptionId: number, purchasedForUserId?: number) => ({
  type: 'session',
  id: sessionId,
  pricingOptionId,
  ...(purchasedForUserId ? { purchasedForUserId } : {}),
});

/** A basket item: a place on a picked session at its price of this name, for `purchasedForUserId` when given. */
export const placeOn = (
  db: Database,
  session: { id: number; activityId: number },
  option: string,
  purchasedForUserId?: number,
) => sessionItem(session.id, optionId(db, session.activityId, option), purchasedForUserId);

/**
 * The `skip`-th scheduled session of an activity at Leeds from 11 March (the day after the booking tests' start),
 * with `spacesLeft` places left when given.
 */
export function leedsSession(db: Database, activity: string, skip = 0, spacesLeft?: number): SessionPick {
  const session = pickSession(db, 'leeds-city', activity, '2026-03-11T00:00:00Z', skip);
  if (spacesLeft !== undefined) leaveSpaces(db, session.id, spacesLeft);
  return session;
}

/** The `skip`-th Lane Swimming session at Leeds from 11 March, with 10 places left. */
export const laneSwim = (db: Database, skip = 0): SessionPick => leedsSession(db, 'Lane Swimming', skip, 10);
