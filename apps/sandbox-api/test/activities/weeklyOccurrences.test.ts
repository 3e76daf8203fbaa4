import { describe, expect, it } from 'vitest';
import { contract, type OccurrenceSkipReason, type WeeklyOccurrences } from '@leisure/api-contract';
import type { Database } from '../../src/db/database.ts';
import type { MovableClock } from '../support/movableClock.ts';
import { BOOKING_TEST_START, useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { addPerson, leaveSpaces, optionId, sessionItem } from '../cart/support/bookingFixtures.ts';
import { makeLeedsMember } from './support/members.ts';

// Tuesday 10 March 2026, 09:00 (GMT): the timetable runs to Monday 23 March, so a Wednesday session has one more
// weekly occurrence in it (18 March), which opens for a non-member on 11 March and for a member on 8 March.
const { api, db, clock } = useBookingSandbox();

let picked = 0;

/** A Lane Swimming session at Leeds City on Wed 11 or Thu 12 March (the next in turn), with its occurrence a week later, 10 places each. */
function wednesdaySwim(db: Database): { first: number; next: number; activityId: number; startsAt: string } {
  const rows = db
    .prepare(
      `SELECT s.id, s.activity_id, s.starts_at FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
       JOIN venues v ON v.id = s.venue_id WHERE v.slug = 'leeds-city' AND a.name = 'Lane Swimming'
       AND s.local_date IN ('2026-03-11', '2026-03-12') AND s.status = 'scheduled' ORDER BY s.starts_at`,
    )
    .all() as { id: number; activity_id: number; starts_at: string }[];
  const first = rows[picked++ % rows.length]!;
  const next = db
    .prepare('SELECT id FROM activity_sessions WHERE activity_id = ? AND starts_at = ?')
    .get(first.activity_id, new Date(new Date(first.starts_at).getTime() + 7 * 86_400_000).toISOString()) as {
    id: number;
  };
  // Sessions come round again when the cases outnumber them: each starts scheduled with 10 places.
  for (const id of [first.id, next.id]) {
    db.prepare("UPDATE activity_sessions SET status = 'scheduled' WHERE id = ?").run(id);
    leaveSpaces(db, id, 10);
  }
  return { first: first.id, next: next.id, activityId: first.activity_id, startsAt: first.starts_at };
}

interface Case {
  name: string;
  member: boolean;
  /** Changes to make before asking: the clock, places, bookings, the basket. */
  arrange?: (ctx: {
    db: Database;
    clock: MovableClock;
    swim: ReturnType<typeof wednesdaySwim>;
    token: string;
  }) => void | Promise<void>;
  expected: (OccurrenceSkipReason | 'add')[];
}

const cases: Case[] = [
  { name: 'a non-member: next week is not open yet', member: false, expected: ['add', 'not_open_yet'] },
  { name: 'a member (10-day window): both', member: true, expected: ['add', 'add'] },
  {
    // Next week opens for them as this week's starts: the same UK clock time, 7 days before.
    name: 'a non-member once next week has opened',
    member: false,
    arrange: ({ clock, swim }) => clock.set(swim.startsAt),
    expected: ['started', 'add'],
  },
  {
    name: 'next week full',
    member: true,
    arrange: ({ db, swim }) => leaveSpaces(db, swim.next, 0),
    expected: ['add', 'full'],
  },
  {
    name: 'next week cancelled',
    member: true,
    arrange: ({ db, swim }) =>
      void db.prepare("UPDATE activity_sessions SET status = 'cancelled' WHERE id = ?").run(swim.next),
    expected: ['add', 'cancelled'],
  },
  {
    name: 'this week already booked (quick book)',
    member: true,
    arrange: async ({ swim, token }) => {
      const booked = await api.call(contract.activities.bookIncludedSession, {
        token,
        params: { sessionId: swim.first },
        body: {},
      });
      expect(booked.status).toBe(201);
    },
    expected: ['already_booked', 'add'],
  },
  {
    name: 'next week already in the basket',
    member: true,
    arrange: async ({ db, swim, token }) => {
      const added = await api.call(contract.cart.addToCart, {
        token,
        body: { items: [sessionItem(swim.next, optionId(db, swim.activityId, 'Member'))] },
      });
      expect(added.status).toBe(200);
    },
    expected: ['add', 'in_basket'],
  },
  {
    name: 'this week started (asked from it)',
    member: true,
    arrange: ({ clock, swim }) => clock.set(new Date(new Date(swim.startsAt).getTime() + 60_000).toISOString()),
    expected: ['started', 'add'],
  },
];

describe('weekly occurrences of a session (docs/decisions/0333-repeat-bookings.md)', () => {
  it.each(cases)('$name', async ({ member, arrange, expected }) => {
    clock.set(BOOKING_TEST_START);
    const swim = wednesdaySwim(db());
    const person = addPerson(db());
    if (member) makeLeedsMember(db(), person.id);
    await arrange?.({ db: db(), clock, swim, token: person.token });
    const { status, json } = await api.call<{ data: WeeklyOccurrences }>(contract.activities.listWeeklyOccurrences, {
      token: person.token,
      params: { sessionId: swim.first },
    });
    expect(status).toBe(200);
    const { occurrences } = json.data;
    expect(occurrences.map((occurrence) => occurrence.session.id)).toEqual([swim.first, swim.next]);
    expect(occurrences.map((occurrence) => (occurrence.canAdd ? 'add' : occurrence.reason))).toEqual(expected);
    for (const occurrence of occurrences) expect(Boolean(occurrence.reasonText)).toBe(!occurrence.canAdd);
    if (expected.includes('not_open_yet')) {
      expect(occurrences.find((occurrence) => occurrence.reason === 'not_open_yet')!.reasonText).toMatch(
        /^Booking opens (Wed 11|Thu 12) Mar at \d\d:\d\d$/,
      );
    }
  });

  it('lists only the same start time on the same weekday, from the session asked about', async () => {
    clock.set(BOOKING_TEST_START);
    const swim = wednesdaySwim(db());
    const person = addPerson(db());
    const { json } = await api.call<{ data: WeeklyOccurrences }>(contract.activities.listWeeklyOccurrences, {
      token: person.token,
      params: { sessionId: swim.next },
    });
    expect(json.data.occurrences.map((occurrence) => occurrence.session.id)).toEqual([swim.next]);
    expect(json.data.attendee).toEqual({ id: person.id, name: person.name });
  });

  it('answers 404 for no such session and 401 for a visitor', async () => {
    const person = addPerson(db());
    const missing = await api.call(contract.activities.listWeeklyOccurrences, {
      token: person.token,
      params: { sessionId: 999_999 },
    });
    expect(missing.status).toBe(404);
    const visitor = await api.call(contract.activities.listWeeklyOccurrences, { params: { sessionId: 1 } });
    expect(visitor.status).toBe(401);
  });
});
