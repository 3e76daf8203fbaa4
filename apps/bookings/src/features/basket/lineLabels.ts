import type { CartItem, SessionCartItem } from '@leisure/api-contract/browser';
import { shortDateLabel } from '@leisure/dates';

/** "Tue 25 Nov": the session's own London date, whatever the browser's time zone. */
export const lineDay = (line: SessionCartItem): string => shortDateLabel(line.session.date);

/** "07:00 to 07:45" (docs/product/bookings.md D20). */
export const lineTimes = (line: SessionCartItem): string => `${line.session.startTime} to ${line.session.endTime}`;

// A block of lessons is told apart by its class and learner (docs/decisions/0599): one per learner and class.
const withWhen = (line: CartItem) =>
  line.type === 'session'
    ? `${line.name}, ${lineDay(line)} ${line.session.startTime}`
    : `${line.name}, for ${line.attendee.name}`;
const withVenue = (line: CartItem) =>
  line.type === 'session' ? `${withWhen(line)}, ${line.session.venue.name}` : withWhen(line);

/**
 * What tells one line from the others in its controls' names, after their visible text (platform D19): "Swim Fit,
 * Tue 25 Nov 07:00"; the venue too when another line has the same activity at the same time elsewhere, and whom it
 * is for when the basket holds the same session for two people.
 */
export function lineName(line: CartItem, lines: readonly CartItem[]): string {
  const others = lines.filter((other) => other.id !== line.id);
  if (!others.some((other) => withWhen(other) === withWhen(line))) return withWhen(line);
  if (!others.some((other) => withVenue(other) === withVenue(line))) return withVenue(line);
  return `${withVenue(line)}, for ${line.attendee.name}`;
}

/** Lines in the basket's order (`sortBy`: when their sessions start). */
export const inBasketOrder = (lines: readonly CartItem[]): CartItem[] => [...lines].sort((a, b) => a.sortBy - b.sortBy);
