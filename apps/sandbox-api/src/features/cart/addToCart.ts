import type { Clock } from '../../clock.ts';
import { atomically, type Database } from '../../db/database.ts';
import { conflict, forbidden, invalid, invalidField } from '../../http/apiError.ts';
import {
  assertBookingOpen,
  attendeeProblem,
  coveringEntitlement,
  findPricingOption,
  findSessionRow,
  holdExpiry,
  priceProblem,
  resolveAttendee,
  spacesLeft,
  type Person,
} from '../activities/index.ts';
import { assertNotAlreadyBooked, assertSessionOpen, MAX_BASKET_ITEMS, SESSION_FULL_MESSAGE } from './basketRules.ts';
import { startNewBasket, touchCart, type CartRow } from './cartStore.ts';
import { releaseExpiredHolds } from './holdExpiry.ts';
import { placesFreed } from '../../kernel/placesFreed.ts';
import { assertHoldAllowed } from './holdLimits.ts';
import { holdLessonBlock, type LessonBlockToAdd } from './lessonBlockHold.ts';

export interface SessionToAdd {
  type: 'session';
  id: number;
  pricingOptionId: number;
  purchasedForUserId?: number | null | undefined;
}

export type ItemToAdd = SessionToAdd | LessonBlockToAdd;

export const PENALTIES_MESSAGE =
  'You have outstanding penalties on your account. Please contact your centre to settle them before booking.';

/**
 * Adds sessions (and blocks of lessons by card, lessonBlockHold.ts) to the basket, each holding one place for 15 minutes. Everything (the capacity check and the
 * insert of every item) happens in one synchronous transaction, so concurrent requests for the last place
 * cannot both win; any refusal leaves the basket as it was. Hold limits (holdLimits.ts) count the lines already
 * added by this request.
 */
export function addToCart(
  db: Database,
  clock: Clock,
  cart: CartRow,
  holder: Person,
  actor: { id: number; role: 'customer' | 'staff' },
  items: ItemToAdd[],
  clientAddress: string | null = null,
): string[] {
  const actorId = actor.id;
  return atomically(db, () => {
    const now = clock.now();
    const nowIso = now.toISOString();
    const notices = releaseExpiredHolds(db, cart, nowIso);
    if (holder.hasOutstandingPenalties) throw forbidden(PENALTIES_MESSAGE);
    const count = (db.prepare('SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?').get(cart.id) as { n: number })
      .n;
    if (count + items.length > MAX_BASKET_ITEMS)
      throw invalidField('items', `Your basket can hold up to ${MAX_BASKET_ITEMS} items.`);
    if (cart.complete_order_id !== null) startNewBasket(db, cart.id, nowIso);
    // A basket filling again from empty starts with its "Keep my places" extensions unused.
    else if (count === 0) db.prepare('UPDATE carts SET hold_extensions = 0 WHERE id = ?').run(cart.id);

    const insert = db.prepare(
      `INSERT INTO cart_items (cart_id, type, session_id, pricing_option_id, purchased_for_user_id, entitlement_id, held_until, created_at, client_address)
       VALUES (?, 'session', ?, ?, ?, ?, ?, ?, ?)`,
    );
    items.forEach((item, index) => {
      const field = (name: string) => `items.${index}.${name}`;
      if (item.type === 'lessonBlock') {
        holdLessonBlock(db, clock, { cartId: cart.id, actorId, item, field: `items.${index}`, clientAddress });
        return;
      }
      // A place that came free goes to the session's waiting list first (features/waitingList).
      placesFreed(db, clock, [item.id]);
      const session = findSessionRow(db, item.id, nowIso);
      if (!session) throw invalidField(field('id'), 'No such session.');
      assertSessionOpen(session, now);
      const option = findPricingOption(db, item.pricingOptionId);
      if (!option || option.activity_id !== session.activity_id) {
        throw invalidField(field('pricingOptionId'), 'Choose one of this session\u2019s prices.');
      }
      const attendee = resolveAttendee(db, holder, item.purchasedForUserId, field('purchasedForUserId'));
      assertBookingOpen(db, session, attendee, now);
      const problem = attendeeProblem(attendee, session) ?? priceProblem(db, attendee, session, option);
      if (problem) throw invalid({ [field(problem.field)]: [problem.message] });
      assertNotAlreadyBooked(db, attendee, actorId, session, cart.id, nowIso);
      if (spacesLeft(session) === 0) throw conflict(SESSION_FULL_MESSAGE);
      assertHoldAllowed(db, { holder, actorRole: actor.role, clientAddress }, session, nowIso, field('id'));
      const entitlement = option.price > 0 ? coveringEntitlement(db, attendee.id, session, nowIso) : undefined;
      insert.run(
        cart.id,
        session.id,
        option.id,
        attendee.id,
        entitlement?.id ?? null,
        holdExpiry(now),
        nowIso,
        clientAddress,
      );
    });
    touchCart(db, cart.id, nowIso);
    return notices;
  });
}
