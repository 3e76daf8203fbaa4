/**
 * The lessons waiting list (docs/decisions/0591-lesson-waiting-list-priority.md): one line per venue and level.
 * A freed place goes to the first in line whose preferences fit the class, in this order:
 *
 * 1. learners moving up from the level below (they passed it and are owed a place);
 * 2. siblings: learners with someone in their household already in a class at the venue;
 * 3. everyone else;
 *
 * each group by the instant they joined the line, then by entry (a tie on the same instant goes to the earlier
 * request). Whoever is offered holds the place until the deadline, 48 hours; at the deadline the offer is gone and
 * the place passes to the next in line.
 */

export const OFFER_HOLD_HOURS = 48;
/** A move-up offer is held longer: the learner has a place already, and a parent may be away for a weekend. */
export const MOVE_UP_HOLD_DAYS = 7;

export type PartOfDay = 'morning' | 'afternoon' | 'evening';
export const partsOfDay: readonly PartOfDay[] = ['morning', 'afternoon', 'evening'];

/** Morning before 12:00, afternoon 12:00–16:59, evening from 17:00 (London wall time "HH:MM"). */
export function partOfDay(time: string): PartOfDay {
  if (time < '12:00') return 'morning';
  return time < '17:00' ? 'afternoon' : 'evening';
}

export interface Preferences {
  /** ISO weekdays (1 Monday … 7 Sunday); empty: any day. */
  days: readonly number[];
  /** Empty: any time. */
  times: readonly PartOfDay[];
}

/** Whether a class on `weekday` at `time` fits what the family said they can do. */
export const fitsPreferences = (preferences: Preferences, weekday: number, time: string): boolean =>
  (preferences.days.length === 0 || preferences.days.includes(weekday)) &&
  (preferences.times.length === 0 || preferences.times.includes(partOfDay(time)));

export interface InLine {
  id: number;
  joinedAt: string;
  movingUp: boolean;
  sibling: boolean;
}

const group = (entry: InLine) => (entry.movingUp ? 0 : entry.sibling ? 1 : 2);

/** The line in the order places are offered. */
export function lineOrder<T extends InLine>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) => group(a) - group(b) || (a.joinedAt < b.joinedAt ? -1 : a.joinedAt > b.joinedAt ? 1 : 0) || a.id - b.id,
  );
}

/** Each entry's place in line, 1 for the first. */
export function positions(entries: readonly InLine[]): Map<number, number> {
  return new Map(lineOrder(entries).map((entry, index) => [entry.id, index + 1]));
}

/** The first in line that `fits` (their preferences and age suit the class), or undefined. */
export const nextToOffer = <T extends InLine>(entries: readonly T[], fits: (entry: T) => boolean): T | undefined =>
  lineOrder(entries).find(fits);

/** When an offer made at `offeredAt` stops: it can be accepted up to, not at, this instant. */
export const offerDeadline = (offeredAt: Date, hours = OFFER_HOLD_HOURS): Date =>
  new Date(offeredAt.getTime() + hours * 60 * 60 * 1000);

/** Whether an offer with this deadline can still be accepted at `now`. */
export const offerOpen = (deadlineIso: string, now: Date): boolean => now.getTime() < Date.parse(deadlineIso);

/** Preferences as stored: "1,3" and "morning,evening". */
export const preferencesFromRow = (days: string, times: string): Preferences => ({
  days: days ? days.split(',').map(Number) : [],
  times: times ? (times.split(',') as PartOfDay[]) : [],
});

export const lineMessages = {
  alreadyInLine: (name: string, level: string) => `${name} is already on the waiting list for ${level} here.`,
  alreadyPlaced: (name: string) => `${name} already has a place in this programme.`,
  offerGone: 'This offer has ended: its deadline has passed or it was already answered.',
  notYours: 'That offer is not for anyone in your household.',
} as const;
