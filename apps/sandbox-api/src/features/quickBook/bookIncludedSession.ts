import type { QuickBooking, QuickBookingUse } from '@leisure/api-contract';
import type { Clock } from '../../clock.ts';
import { atomically, type Database } from '../../db/database.ts';
import { conflict, forbidden, invalid } from '../../http/apiError.ts';
import { placesFreed } from '../../kernel/placesFreed.ts';
import {
  assertBookingOpen,
  attendeeProblem,
  findEntitlement,
  findPerson,
  sessionOrNotFound,
  pricingOptionsByActivity,
  resolveAttendee,
  spacesLeft,
  usesLeft,
  yourPriceFor,
  type SessionRow,
} from '../activities/index.ts';
import { assertNotAlreadyBooked, assertSessionOpen, PENALTIES_MESSAGE } from '../cart/index.ts';
import { recordFreeSessionBooking } from '../orders/index.ts';

export const NOT_COVERED_MESSAGE =
  'This session is not covered by your membership or a pass: add it to your basket and check out instead.';
export const QUICK_BOOK_FULL_MESSAGE = 'This session is full.';
export const NEEDS_WAIVER_MESSAGE =
  'This session needs a waiver agreed at checkout: add it to your basket and check out instead.';

/**
 * Quick book (docs/decisions/0334-quick-book-included-sessions.md, docs/decisions/0018-one-tap-booking.md): books a
 * session the attendee's membership includes or one of their passes covers as a free order of its own, without
 * touching the basket. The waiting list gets any freed place first, then the capacity check, the uses-left check
 * (yourPriceFor counts them) and the booking, which takes the use, happen in one synchronous transaction, so neither
 * the last place nor a pass's last use can be taken twice.
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
    if (price?.kind !== 'included' && price?.kind !== 'package') throw conflict(NOT_COVERED_MESSAGE);
    // Waivers are agreed on the basket and checkout pages (cart/cartWaivers.ts); quick book has no such step.
    if (session.waiver_id !== null) throw conflict(NEEDS_WAIVER_MESSAGE);
    if (spacesLeft(session) === 0) throw conflict(QUICK_BOOK_FULL_MESSAGE);
    // The booking's entitlement is the use, as a checked-out package line's is (orders/orderWriter.ts): counted by
    // usesTaken while it is booked, given back when it is cancelled.
    const booked = recordFreeSessionBooking(db, {
      customerId: customer.id,
      placedById: actorId,
      placedAt: nowIso,
      session,
      attendee,
      pricingOption: { id: price.pricingOptionId, name: price.pricingOptionName },
      entitlementId: price.entitlement?.id ?? null,
    });
    return { ...booked, used: useAfter(db, price.entitlement?.id ?? null, session, nowIso) };
  });
}

/** What the booking drew on and its uses left now that it is booked; null for a members-only £0 price. */
function useAfter(
  db: Database,
  entitlementId: number | null,
  session: SessionRow,
  nowIso: string,
): QuickBookingUse | null {
  const entitlement = entitlementId === null ? undefined : findEntitlement(db, entitlementId);
  if (!entitlement) return null;
  return {
    kind: entitlement.kind,
    name: entitlement.name,
    usesLeft: usesLeft(db, entitlement, session.local_date, nowIso),
  };
}
