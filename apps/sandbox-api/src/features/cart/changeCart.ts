import type { Clock } from '../../clock.ts';
import { atomically, type Database } from '../../db/database.ts';
import { conflict, invalid, invalidField, notFound } from '../../http/apiError.ts';
import {
  assertBookingOpen,
  attendeeProblem,
  coveringEntitlement,
  findEntitlement,
  findPricingOption,
  findSessionRow,
  priceProblem,
  resolveAttendee,
  type Person,
} from '../activities/index.ts';
import { assertNotAlreadyBooked, assertSessionOpen } from './basketRules.ts';
import { reconcilePayments } from './cartPaymentRules.ts';
import { findCartItem, startNewBasket, touchCart, type CartRow } from './cartStore.ts';
import { releaseExpiredHolds } from './holdExpiry.ts';
import { placesFreed } from '../../kernel/placesFreed.ts';

/** The sessions of a basket's lines (those in `itemIds`, or all): their places come free when the lines go. */
function sessionsOf(db: Database, cartId: number, itemIds?: number[]): number[] {
  const rows = db.prepare('SELECT id, session_id FROM cart_items WHERE cart_id = ?').all(cartId) as {
    id: number;
    session_id: number | null;
  }[];
  return rows
    .filter((row) => row.session_id !== null && (itemIds === undefined || itemIds.includes(row.id)))
    .map((row) => row.session_id!);
}

export const ITEM_GONE_MESSAGE = 'That item is no longer in your basket.';
export const BLOCK_UNCHANGEABLE_MESSAGE =
  'A block of lessons cannot be changed here. Remove it and add the class again for another learner.';

/** Removes lines (releasing their places). Unknown ids are refused; lines whose hold just ran out count as removed. */
export function removeCartItems(db: Database, clock: Clock, cart: CartRow, itemIds: number[]): string[] {
  return atomically(db, () => {
    const nowIso = clock.now().toISOString();
    const known = new Set(
      (db.prepare('SELECT id FROM cart_items WHERE cart_id = ?').all(cart.id) as { id: number }[]).map((row) => row.id),
    );
    const unknown = itemIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw invalidField('cartItemIds', `Not in your basket: ${unknown.join(', ')}.`);
    }
    const notices = releaseExpiredHolds(db, cart, nowIso);
    const freed = sessionsOf(db, cart.id, itemIds);
    const remove = db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND id = ?');
    for (const id of new Set(itemIds)) remove.run(cart.id, id);
    reconcilePayments(db, cart, nowIso, true);
    placesFreed(db, clock, freed);
    touchCart(db, cart.id, nowIso);
    return notices;
  });
}

/** Empties the basket (places released, payments removed) and starts a new one. */
export function discardCart(db: Database, clock: Clock, cart: CartRow): void {
  atomically(db, () => {
    const nowIso = clock.now().toISOString();
    const freed = sessionsOf(db, cart.id);
    db.prepare('DELETE FROM cart_items WHERE cart_id = ?').run(cart.id);
    db.prepare('DELETE FROM cart_payments WHERE cart_id = ?').run(cart.id);
    startNewBasket(db, cart.id, nowIso);
    placesFreed(db, clock, freed);
  });
}

/**
 * Changes a line's price or attendee; the held place stays with it. A new attendee must be allowed to attend, be
 * inside their own booking window (decision 0330) and not already have a place; a benefit or package is re-chosen for
 * the new attendee or price.
 */
export function updateCartItem(
  db: Database,
  clock: Clock,
  cart: CartRow,
  holder: Person,
  actorId: number,
  itemId: number,
  options: { pricingOptionId?: number | undefined; purchasedForUserId?: number | undefined },
): string[] {
  return atomically(db, () => {
    const now = clock.now();
    const nowIso = now.toISOString();
    const notices = releaseExpiredHolds(db, cart, nowIso);
    const item = findCartItem(db, cart.id, itemId);
    if (item?.type === 'lessonBlock') throw invalidField('options', BLOCK_UNCHANGEABLE_MESSAGE);
    if (!item || item.session_id === null) throw notFound(notices.length > 0 ? notices[0] : ITEM_GONE_MESSAGE);
    const session = findSessionRow(db, item.session_id, nowIso);
    if (!session) throw notFound(ITEM_GONE_MESSAGE);
    assertSessionOpen(session, now);
    const option = findPricingOption(db, options.pricingOptionId ?? item.pricing_option_id ?? 0);
    if (!option || option.activity_id !== session.activity_id) {
      throw invalidField('options.pricingOptionId', 'Choose one of this session\u2019s prices.');
    }
    const attendee = resolveAttendee(
      db,
      holder,
      options.purchasedForUserId ?? item.purchased_for_user_id,
      'options.purchasedForUserId',
    );
    const attendeeChanged = attendee.id !== item.purchased_for_user_id;
    // The booking window is the attendee's: a new one must be inside theirs, as when adding (decision 0330).
    if (attendeeChanged) assertBookingOpen(db, session, attendee, now);
    const problem = attendeeProblem(attendee, session) ?? priceProblem(db, attendee, session, option);
    if (problem) throw invalid({ [`options.${problem.field}`]: [problem.message] });
    if (attendeeChanged) assertNotAlreadyBooked(db, attendee, actorId, session, cart.id, nowIso, item.id);

    const declined = attendeeChanged ? 0 : item.entitlement_declined;
    const entitlement =
      declined === 0 && option.price > 0 ? coveringEntitlement(db, attendee.id, session, nowIso, item.id) : undefined;
    db.prepare(
      'UPDATE cart_items SET pricing_option_id = ?, purchased_for_user_id = ?, entitlement_id = ?, entitlement_declined = ? WHERE id = ?',
    ).run(option.id, attendee.id, entitlement?.id ?? null, declined, item.id);
    reconcilePayments(db, cart, nowIso, false);
    touchCart(db, cart.id, nowIso);
    return notices;
  });
}

const removalMessages = {
  benefit: 'No membership benefit is applied to this item.',
  package: 'No package use is applied to this item.',
} as const;

/** Stops using a membership benefit or package for a line, so that it is paid for; it is not re-applied. */
export function removeEntitlement(
  db: Database,
  clock: Clock,
  cart: CartRow,
  itemId: number,
  kind: 'benefit' | 'package',
  source: string | undefined,
): string[] {
  return atomically(db, () => {
    const nowIso = clock.now().toISOString();
    const notices = releaseExpiredHolds(db, cart, nowIso);
    const item = findCartItem(db, cart.id, itemId);
    if (!item) throw notFound(notices.length > 0 ? notices[0] : ITEM_GONE_MESSAGE);
    const entitlement = item.entitlement_id === null ? undefined : findEntitlement(db, item.entitlement_id);
    if (!entitlement || entitlement.kind !== kind) throw conflict(removalMessages[kind]);
    db.prepare('UPDATE cart_items SET entitlement_id = NULL, entitlement_declined = 1 WHERE id = ?').run(item.id);
    touchCart(db, cart.id, nowIso, source);
    return notices;
  });
}
