// The days timetable tests use, counted from the pinned clock (docs/decisions/0006): the sandbox's seeded timetable
// differs by weekday, so a test asks it for the first day that has what it needs instead of assuming "tomorrow".
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@leisure/app-store/testing';
import type { Sandbox } from '@leisure/sandbox-api';
import { BookingsApp } from '../../src/index.ts';
import { dayTabLabel } from '../../src/features/timetable/rules/sessionLabels.ts';

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The UK date `daysAhead` calendar days from today: counted in days, not 24 hours, so a clock change is no matter. */
export function londonDate(daysAhead = 0): string {
  const day = new Date(`${londonDay.format(new Date())}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return day.toISOString().slice(0, 10);
}

/** "18:30": an instant's UK clock time, as a session's card and buttons name it. */
export const londonTime = (at: Date | string): string => londonClock.format(new Date(at));

/** The day tab `daysAhead` days from today: "Today", "Tomorrow", then e.g. "Wed 26 Nov" (docs/product/bookings.md D20). */
export const dayTabName = (daysAhead: number): string => dayTabLabel(londonDate(daysAhead), daysAhead);

/** Days 1 to 6: every session on them is inside everyone's booking window (7 days, 10 for members; decision 0330). */
export const OPEN_DAYS = 6;

/**
 * How many days ahead is the first day from tomorrow, inside everyone's booking window, on which `has` holds; throws
 * naming `what` when none does.
 */
export function firstDayWith(what: string, has: (date: string, daysAhead: number) => boolean): number {
  for (let daysAhead = 1; daysAhead <= OPEN_DAYS; daysAhead += 1) {
    if (has(londonDate(daysAhead), daysAhead)) return daysAhead;
  }
  throw new Error(`No day in the next ${OPEN_DAYS} has ${what}`);
}

export interface DaySession {
  id: number;
  name: string;
  startsAt: string;
  /** UK clock time, "18:30". */
  startTime: string;
  scheduled: boolean;
  spacesLeft: number;
  /** The activity has an Adult price (no junior-only class). */
  adult: boolean;
  /** Included in an adult's membership (a members-only price of £0). */
  included: boolean;
  /** `person` (an email) is booked on it. */
  booked: boolean;
}

/**
 * A venue's sessions on a date in the timetable's order, as its cards show them: by start, then by activity name
 * (the sandbox's sessionRows.ts), so of two sessions at 09:15 Swim Lessons comes before Yoga Flow.
 */
export function sessionsOn(sandbox: Sandbox, date: string, { venue = 'leeds-city', person = '' } = {}): DaySession[] {
  const rows = sandbox.services.db
    .prepare(
      `SELECT s.id, a.name, s.starts_at, s.status,
         s.capacity - s.offline_bookings
           - (SELECT COUNT(*) FROM bookings b WHERE b.session_id = s.id AND b.status = 'booked')
           - (SELECT COUNT(*) FROM cart_items ci WHERE ci.session_id = s.id AND ci.held_until > ?) AS spaces_left,
         EXISTS (SELECT 1 FROM activity_pricing_options o WHERE o.activity_id = a.id AND o.name = 'Adult') AS adult,
         EXISTS (SELECT 1 FROM activity_pricing_options o WHERE o.activity_id = a.id AND o.members_only = 1
           AND o.price = 0 AND o.max_age IS NULL) AS included,
         EXISTS (SELECT 1 FROM bookings b JOIN users u ON u.id = b.attendee_user_id
           WHERE b.session_id = s.id AND b.status = 'booked' AND u.email = ?) AS booked
       FROM activity_sessions s JOIN activities a ON a.id = s.activity_id JOIN venues v ON v.id = s.venue_id
       WHERE v.slug = ? AND s.local_date = ? ORDER BY s.starts_at, a.name, s.id`,
    )
    .all(new Date().toISOString(), person, venue, date) as {
    id: number;
    name: string;
    starts_at: string;
    status: string;
    spaces_left: number;
    adult: number;
    included: number;
    booked: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    startsAt: row.starts_at,
    startTime: londonTime(row.starts_at),
    scheduled: row.status === 'scheduled',
    spacesLeft: row.spaces_left,
    adult: row.adult === 1,
    included: row.included === 1,
    booked: row.booked === 1,
  }));
}

/** What a card offers `Add to basket` for: scheduled, with places, not booked already (basket empty). */
export const addable = (session: DaySession): boolean => session.scheduled && session.spacesLeft > 0 && !session.booked;

/** A venue's page on the day tab `daysAhead` days from today, once that day's sessions have loaded. */
export async function venueTimetableOn(daysAhead: number, venue = 'leeds-city') {
  const user = userEvent.setup();
  const { unmount } = renderApp(BookingsApp, `/location/${venue}`);
  await screen.findByRole('tablist', { name: 'Days' }, { timeout: 5000 });
  await user.click(screen.getByRole('tab', { name: dayTabName(daysAhead) }));
  const sessions = await screen.findByRole('list', { name: 'Sessions' });
  return { user, sessions, unmount };
}
