import type { Database } from '../../db/database.ts';
import { conflict } from '../../http/apiError.ts';
import type { Person, SessionRow } from '../activities/index.ts';

/** The most lines one basket may hold. */
export const MAX_BASKET_ITEMS = 20;

export const SESSION_FULL_MESSAGE = 'This session is full.';

/** A session can be taken into a basket while it is scheduled and has not started. */
export function assertSessionOpen(session: SessionRow, now: Date): void {
  if (session.status === 'cancelled') throw conflict(`${session.name} on this date has been cancelled.`);
  if (new Date(session.starts_at) <= now) throw conflict('This session has already started.');
}

/**
 * One place per person per session: not if they are booked on it, nor if a place is held for them in any basket
 * (this one or another). `exceptItemId` leaves out the line being changed.
 */
export function assertNotAlreadyBooked(
  db: Database,
  attendee: Person,
  actorId: number,
  session: SessionRow,
  cartId: number,
  nowIso: string,
  exceptItemId = 0,
): void {
  const who = attendee.id === actorId ? 'You are' : `${attendee.name} is`;
  const booked = db
    .prepare("SELECT 1 FROM bookings WHERE session_id = ? AND attendee_user_id = ? AND status = 'booked'")
    .get(session.id, attendee.id);
  if (booked) throw conflict(`${who} already booked on this session.`);
  const held = db
    .prepare(
      'SELECT cart_id FROM cart_items WHERE session_id = ? AND purchased_for_user_id = ? AND held_until > ? AND id <> ? LIMIT 1',
    )
    .get(session.id, attendee.id, nowIso, exceptItemId) as { cart_id: number } | undefined;
  if (held) {
    throw conflict(
      held.cart_id === cartId
        ? `This session is already in the basket for ${attendee.name}.`
        : `${who} already holding a place on this session in another basket.`,
    );
  }
}
