import type { SessionRow } from './timetable/sessionRows.ts';

/** How long adding a session to a basket holds its place. */
export const HOLD_MINUTES = 15;

/** At or below this many places a session shows as "limited". */
export const LIMITED_PLACES = 3;

/** Capacity less live bookings, places taken at reception and places held in baskets. */
export function spacesLeft(
  row: Pick<SessionRow, 'capacity' | 'offline_bookings' | 'booked_count' | 'held_count'>,
): number {
  return Math.max(0, row.capacity - row.offline_bookings - row.booked_count - row.held_count);
}

export function holdExpiry(now: Date): string {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString();
}
