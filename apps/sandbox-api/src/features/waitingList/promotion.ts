import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import {
  coveringEntitlement,
  findPerson,
  findPricingOption,
  findSessionRow,
  sessionLine,
  spacesLeft,
  toLondonIso,
  toSessionRef,
  type Person,
  type SessionRow,
} from '../activities/index.ts';
import { queueEmail } from '../auth/index.ts';
import { findOrCreateCart, startNewBasket } from '../cart/index.ts';
import { recordFreeSessionBooking } from '../orders/index.ts';
import { shortDateLabel } from '../../kernel/dateLabels.ts';
import { entriesOf, expireEntry, type WaitingListRow } from './waitingListStore.ts';

/** How long a place offered from the waiting list is held in the customer's basket. */
export const OFFER_HOLD_MINUTES = 30;

export const ENDED = {
  cutOff: 'The cut-off passed before a place came up.',
  started: 'The session started before a place came up.',
  cancelled: 'The session was cancelled.',
  offerLapsed: `The place offered was not booked within ${OFFER_HOLD_MINUTES} minutes, so it went to the next in line.`,
  offerRemoved: 'The place offered was removed from the basket, so it went to the next in line.',
  alreadyPlaced: 'They already have a place on this session.',
} as const;

const clockTime = (iso: string) => toLondonIso(new Date(iso)).slice(11, 16);
const what = (session: SessionRow) =>
  `${session.name} (${shortDateLabel(session.local_date)}, ${toSessionRef(session).startTime})`;

/** Offered entries whose place was booked become placed; those whose held place went become expired. */
function settleOffers(db: Database, sessionId: number, nowIso: string): void {
  for (const entry of entriesOf(db, sessionId, 'offered')) {
    const booking = db
      .prepare("SELECT id FROM bookings WHERE session_id = ? AND attendee_user_id = ? AND status = 'booked'")
      .get(sessionId, entry.attendee_user_id) as { id: number } | undefined;
    if (booking) {
      db.prepare("UPDATE waiting_list_entries SET status = 'placed', booking_id = ?, updated_at = ? WHERE id = ?").run(
        booking.id,
        nowIso,
        entry.id,
      );
      continue;
    }
    const item = db
      .prepare('SELECT held_until FROM cart_items WHERE id = ? AND session_id = ?')
      .get(entry.offer_cart_item_id ?? 0, sessionId) as { held_until: string } | undefined;
    if (!item) expireEntry(db, entry.id, ENDED.offerRemoved, nowIso);
    else if (item.held_until <= nowIso) expireEntry(db, entry.id, ENDED.offerLapsed, nowIso);
  }
}

/** Books the place at once, charging nothing: a benefit or package covers it, or its price is £0. */
function placeAutomatically(
  db: Database,
  entry: WaitingListRow,
  session: SessionRow,
  attendee: Person,
  nowIso: string,
): boolean {
  const option = findPricingOption(db, entry.pricing_option_id);
  if (!option) return false;
  const entitlement = option.price > 0 ? coveringEntitlement(db, attendee.id, session, nowIso) : undefined;
  if (option.price > 0 && !entitlement) return false;
  const { bookingId } = recordFreeSessionBooking(db, {
    customerId: entry.customer_user_id,
    placedById: entry.joined_by_user_id,
    placedAt: nowIso,
    session,
    attendee,
    pricingOption: option,
    entitlementId: entitlement?.id ?? null,
  });
  db.prepare("UPDATE waiting_list_entries SET status = 'placed', booking_id = ?, updated_at = ? WHERE id = ?").run(
    bookingId,
    nowIso,
    entry.id,
  );
  const customer = findPerson(db, entry.customer_user_id);
  if (customer) {
    const covered = entitlement ? ` with ${entitlement.name}` : '';
    queueEmail(
      db,
      { now: () => new Date(nowIso) },
      {
        userId: customer.id,
        kind: 'waiting-list-booked',
        to: customer.email,
        subject: `You are booked on ${what(session)}`,
        bodyText:
          `A place came free on ${sessionLine(session)} and we booked it for ${attendee.name}${covered}, as you asked ` +
          'on the waiting list. Nothing was charged. If you can no longer go, cancel it in My bookings so that the ' +
          'next person in line can have it.',
        link: null,
      },
    );
  }
  return true;
}

/** Puts the place in the customer's basket, held for OFFER_HOLD_MINUTES, and emails them. */
function offerPlace(
  db: Database,
  entry: WaitingListRow,
  session: SessionRow,
  attendee: Person,
  nowIso: string,
  autoNotPossible: boolean,
): void {
  // The basket the entry was made from; the customer's own when front-of-house staff made it, so they can pay online.
  const joinedBy = findPerson(db, entry.joined_by_user_id);
  const operatorId = joinedBy?.role === 'staff' ? entry.customer_user_id : entry.joined_by_user_id;
  const cart = findOrCreateCart(db, entry.customer_user_id, operatorId, nowIso);
  if (cart.complete_order_id !== null) startNewBasket(db, cart.id, nowIso);
  else if (!db.prepare('SELECT 1 FROM cart_items WHERE cart_id = ?').get(cart.id)) {
    // As for any basket filling from empty: "Keep my places" starts unused (cart/extendHolds.ts).
    db.prepare('UPDATE carts SET hold_extensions = 0 WHERE id = ?').run(cart.id);
  }
  const option = findPricingOption(db, entry.pricing_option_id);
  const entitlement = option && option.price > 0 ? coveringEntitlement(db, attendee.id, session, nowIso) : undefined;
  const heldUntil = new Date(Date.parse(nowIso) + OFFER_HOLD_MINUTES * 60_000).toISOString();
  const item = db
    .prepare(
      `INSERT INTO cart_items (cart_id, type, session_id, pricing_option_id, purchased_for_user_id, entitlement_id, held_until, created_at)
       VALUES (?, 'session', ?, ?, ?, ?, ?, ?)`,
    )
    .run(cart.id, session.id, entry.pricing_option_id, attendee.id, entitlement?.id ?? null, heldUntil, nowIso);
  db.prepare(
    `UPDATE waiting_list_entries SET status = 'offered', offer_cart_item_id = ?, offer_held_until = ?, updated_at = ?
     WHERE id = ?`,
  ).run(Number(item.lastInsertRowid), heldUntil, nowIso, entry.id);
  db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').run(nowIso, cart.id);
  const customer = findPerson(db, entry.customer_user_id);
  if (!customer) return;
  const why = autoNotPossible
    ? 'Your membership or package no longer covers it, so we could not book it automatically. '
    : '';
  queueEmail(
    db,
    { now: () => new Date(nowIso) },
    {
      userId: customer.id,
      kind: 'waiting-list-offer',
      to: customer.email,
      subject: `A place is free on ${what(session)}`,
      bodyText:
        `A place came free on ${sessionLine(session)}. ${why}It is held in your basket for ${attendee.name} until ` +
        `${clockTime(heldUntil)}. Check out before then to book it; after that it goes to the next person in line.`,
      link: '/basket',
    },
  );
}

/**
 * Gives a session's free places to its waiting list, first in line first, inside the caller's transaction (so a
 * place freed by a cancellation or a released hold cannot be sold to anyone else in between). Entries past their
 * cut-off, or whose session started or was cancelled, end first; offered places that were booked or went are
 * settled.
 */
export function promoteWaitingList(db: Database, clock: Clock, sessionId: number): void {
  const live = db
    .prepare("SELECT 1 FROM waiting_list_entries WHERE session_id = ? AND status IN ('waiting', 'offered') LIMIT 1")
    .get(sessionId);
  if (!live) return;
  const now = clock.now();
  const nowIso = now.toISOString();
  settleOffers(db, sessionId, nowIso);
  let session = findSessionRow(db, sessionId, nowIso);
  if (!session) return;
  const closed =
    session.status === 'cancelled' ? ENDED.cancelled : new Date(session.starts_at) <= now ? ENDED.started : null;
  for (const entry of entriesOf(db, sessionId, 'waiting')) {
    if (closed) expireEntry(db, entry.id, closed, nowIso);
    else if (entry.cut_off <= nowIso) expireEntry(db, entry.id, ENDED.cutOff, nowIso);
  }
  if (closed) return;

  while (spacesLeft(session) > 0) {
    const next = entriesOf(db, sessionId, 'waiting')[0];
    if (!next) return;
    const attendee = findPerson(db, next.attendee_user_id);
    const holding = db
      .prepare(
        `SELECT 1 FROM cart_items WHERE session_id = ? AND purchased_for_user_id = ? AND held_until > ?
         UNION ALL SELECT 1 FROM bookings WHERE session_id = ? AND attendee_user_id = ? AND status = 'booked'`,
      )
      .get(sessionId, next.attendee_user_id, nowIso, sessionId, next.attendee_user_id);
    if (!attendee || holding) {
      expireEntry(db, next.id, ENDED.alreadyPlaced, nowIso);
      continue;
    }
    const placed = next.mode === 'auto' && placeAutomatically(db, next, session, attendee, nowIso);
    if (!placed) offerPlace(db, next, session, attendee, nowIso, next.mode === 'auto');
    session = findSessionRow(db, sessionId, nowIso)!;
  }
}

/** The places-freed listener (kernel/placesFreed.ts): every session told about, or ('any') every session with a line. */
export function promoteWaitingLists(db: Database, clock: Clock, sessionIds: number[] | 'any'): void {
  const which =
    sessionIds === 'any'
      ? (
          db
            .prepare("SELECT DISTINCT session_id FROM waiting_list_entries WHERE status IN ('waiting', 'offered')")
            .all() as { session_id: number }[]
        ).map((row) => row.session_id)
      : sessionIds;
  for (const sessionId of which) promoteWaitingList(db, clock, sessionId);
}
