import type { GuestPass } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { toUkDate } from '../../clock.ts';

export interface GuestPassRow {
  id: number;
  user_id: number;
  code: string;
  guest_first_name: string;
  guest_last_name: string;
  guest_email: string | null;
  visit_date: string;
  venue_id: number;
  venue_slug: string;
  venue_name: string;
  issued_at: string;
  checked_in_at: string | null;
  cancelled_at: string | null;
}

const selectPasses = `SELECT g.*, v.slug AS venue_slug, v.name AS venue_name
  FROM guest_passes g JOIN venues v ON v.id = g.venue_id`;

export function guestPassStatus(row: GuestPassRow, today: string): GuestPass['status'] {
  if (row.cancelled_at) return 'cancelled';
  if (row.checked_in_at) return 'used';
  return row.visit_date < today ? 'expired' : 'upcoming';
}

export const toGuestPass = (row: GuestPassRow, today: string): GuestPass => ({
  id: row.id,
  code: row.code,
  guestFirstName: row.guest_first_name,
  guestLastName: row.guest_last_name,
  guestEmail: row.guest_email,
  visitDate: row.visit_date,
  venue: { id: row.venue_id, slug: row.venue_slug, name: row.venue_name },
  status: guestPassStatus(row, today),
  issuedAt: row.issued_at,
});

export function guestPassesOf(db: Database, userId: number): GuestPassRow[] {
  return db.prepare(`${selectPasses} WHERE g.user_id = ?`).all(userId) as unknown as GuestPassRow[];
}

/** Only the owner's passes are found: another customer's id is as unknown as a made-up one. */
export function findGuestPass(db: Database, userId: number, passId: number): GuestPassRow | undefined {
  return db.prepare(`${selectPasses} WHERE g.id = ? AND g.user_id = ?`).get(passId, userId) as GuestPassRow | undefined;
}

/**
 * Passes counting against a month's allowance: every one with a visit that month, except those cancelled before
 * the day of the visit. A pass cancelled on its own day has been in the guest's hands that day, so it still counts
 * (docs/decisions/0405): otherwise issuing and cancelling would hand out any number of codes for one day.
 */
export function passesCountedIn(db: Database, userId: number, month: string): number {
  const passes = db
    .prepare(
      `SELECT visit_date AS visitDate, cancelled_at AS cancelledAt FROM guest_passes
       WHERE user_id = ? AND substr(visit_date, 1, 7) = ?`,
    )
    .all(userId, month) as { visitDate: string; cancelledAt: string | null }[];
  return passes.filter((pass) => !cancelledBeforeItsDay(pass)).length;
}

/** Cancelled before the UK day of its visit: its place in the month is given back. */
export const cancelledBeforeItsDay = (pass: { visitDate: string; cancelledAt: string | null }): boolean =>
  pass.cancelledAt !== null && toUkDate(new Date(pass.cancelledAt)) < pass.visitDate;

/** Upcoming first, soonest first; then the rest, latest first. */
export function byVisit(a: GuestPass, b: GuestPass): number {
  const upcomingA = a.status === 'upcoming' ? 0 : 1;
  const upcomingB = b.status === 'upcoming' ? 0 : 1;
  if (upcomingA !== upcomingB) return upcomingA - upcomingB;
  const order = upcomingA === 0 ? a.visitDate.localeCompare(b.visitDate) : b.visitDate.localeCompare(a.visitDate);
  return order || a.id - b.id;
}
