import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/apiError.ts';
import { shortDateLabel } from '../../kernel/dateLabels.ts';
import { bookingNotYetOpen, bookingOpensLabel, spacesLeft, toSessionRef } from '../activities/index.ts';
import { pricedLines, sessionLinesOf, type PricedSessionLine } from '../cart/index.ts';
import type { PayableCart } from './payableCart.ts';

/** "Aqua Fit on Tue 25 Nov at 07:00": how a message names a basket line's session. */
export const sessionNamed = (line: PricedSessionLine): string =>
  `${line.session.name} on ${shortDateLabel(line.session.local_date)} at ${toSessionRef(line.session).startTime}`;

/** Why a line can no longer be booked, naming its session; null while it can. */
function unbookable(db: Database, line: PricedSessionLine, now: Date): string | null {
  const nowIso = now.toISOString();
  const what = sessionNamed(line);
  if (line.session.status === 'cancelled') return `${what} has been cancelled.`;
  if (line.session.starts_at <= nowIso) return `${what} has already started.`;
  // The window is the attendee's today: a membership that ended since the line was added shortens it (decision 0330).
  const opensAt = bookingNotYetOpen(db, line.session, line.attendee, now);
  if (opensAt) return `${what} is not open for booking for ${line.attendee.name} yet. ${bookingOpensLabel(opensAt)}.`;
  if (line.item.held_until === null || line.item.held_until > nowIso) return null;
  // The hold ran out: the place counts as free to everyone else, and may have been taken meanwhile.
  if (spacesLeft(line.session) === 0) return `${what} is now full.`;
  return `Your place on ${what} is no longer held. Please add it to your basket again.`;
}

/**
 * Every basket line must still be bookable (scheduled, not started, inside its attendee's booking window, its place
 * still held) before a card is charged
 * and again when the order is placed. A line that became unbookable while the customer was paying is named: 409 with
 * the message on `items.{cartItemId}` for each such line (decision 0350), not the generic "basket has changed".
 */
export function assertLinesBookable(db: Database, payable: PayableCart, nowIso: string): void {
  if (payable.source !== 'bookings') return;
  const errors: Record<string, string[]> = {};
  for (const line of sessionLinesOf(pricedLines(db, payable.cartId, nowIso))) {
    const problem = unbookable(db, line, new Date(nowIso));
    if (problem) errors[`items.${line.item.id}`] = [problem];
  }
  const messages = Object.values(errors).flat();
  if (messages.length > 0) throw new ApiError(409, messages[0]!, errors);
}
