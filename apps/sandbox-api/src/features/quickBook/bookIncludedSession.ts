import type { QuickBooking } from '@leisure/api-contract';
import type { Clock } from '../../clock.ts';
import { atomically, type Database } from '../../db/database.ts';
import { conflict, forbidden, invalid } from '../../http/apiError.ts';
import { placesFreed } from '../../kernel/placesFreed.ts';
import {
  assertBookingOpen,
  attendeeProblem,
  findPerson,
  sessionOrNotFound,
  pricingOptionsByActivity,
  resolveAttendee,
  spacesLeft,
  yourPriceFor,
} from '../activities/index.ts';
import { assertNotAlreadyBooked, assertSessionOpen, PENALTIES_MESSAGE } from '../cart/index.ts';
import { recordFreeSessionBooking } from '../orders/index.ts';

export const NOT_INCLUDED_MESSAGE =
  'This session is not included in the membership: add it to your basket and check out instead.';
export const QUICK_BOOK_FULL_MESSAGE = 'This session is full.';
export const NEEDS_WAIVER_MESSAGE =
  'This session needs a waiver agreed at checkout: add it to your basket and check out instead.';

/**
 * Quick book (docs/decisions/0334-quick-book-included-sessions.md): books a session the attendee's membership
 * includes as a free order of its own, without touching the basket. The waiting list gets any freed place first,
 * then the capacity check and the booking happen in one synchronous transaction, so the last place cannot be
 * taken twice (as addSessionsToCart does for holds).
 */
export function bookIncludedSession(
  db: Database,
  clock: Clock,
  actorId: number,
  sessionId: number,
  attendeeId: number | null | undefined,
): QuickBooking {
  return atomically(db, () => {
    const now = clock.now();
    const nowIso = now.toISOString();
    const customer = findPerson(db, actorId);
    if (!customer) throw forbidden();
    if (customer.hasOutstandingPenalties) throw forbidden(PENALTIES_MESSAGE);
    placesFreed(db, clock, [sessionId]);
    const session = sessionOrNotFound(db, sessionId, nowIso);
    assertSessionOpen(session, now);
    const attendee = resolveAttendee(db, customer, attendeeId, 'purchasedForUserId');
    assertBookingOpen(db, session, attendee, now);
    const problem = attendeeProblem(attendee, session);
    if (problem) throw invalid({ [problem.field]: [problem.message] });
    assertNotAlreadyBooked(db, attendee, actorId, session, 0, nowIso);
    const options = pricingOptionsByActivity(db, [session.activity_id]).get(session.activity_id) ?? [];
    const price = yourPriceFor(db, attendee, session, options, nowIso);
    if (price?.kind !== 'included') throw conflict(NOT_INCLUDED_MESSAGE);
    // Waivers are agreed on the basket and checkout pages (cart/cartWaivers.ts); quick book has no such step.
    if (session.waiver_id !== null) throw conflict(NEEDS_WAIVER_MESSAGE);
    if (spacesLeft(session) === 0) throw conflict(QUICK_BOOK_FULL_MESSAGE);
    return recordFreeSessionBooking(db, {
      customerId: customer.id,
      placedById: actorId,
      placedAt: nowIso,
      session,
      attendee,
      pricingOption: { id: price.pricingOptionId, name: price.pricingOptionName },
      entitlementId: price.entitlement?.id ?? null,
    });
  });
}
