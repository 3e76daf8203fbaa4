import type { Database } from '../../db/database.ts';
import { sessionLine, type SessionRow } from '../activities/index.ts';
import { recordOrder } from './orderWriter.ts';

export interface FreeSessionBooking {
  customerId: number;
  placedById: number;
  placedAt: string;
  session: SessionRow;
  attendee: { id: number; name: string };
  pricingOption: { id: number; name: string };
  /** The benefit or package that covers it; null when the price itself is £0. */
  entitlementId: number | null;
}

/**
 * One session booked as an order of its own with nothing to pay, outside any basket: quick book of an included
 * session (docs/decisions/0334) and the waiting list's automatic booking (docs/decisions/0311). Answers the order
 * and the booking it made.
 */
export function recordFreeSessionBooking(
  db: Database,
  { customerId, placedById, placedAt, session, attendee, pricingOption, entitlementId }: FreeSessionBooking,
): { orderId: number; bookingId: number } {
  const orderId = recordOrder(db, {
    customerId,
    placedById,
    source: 'bookings',
    cartUuid: null,
    placedAt,
    payments: [],
    lines: [
      {
        type: 'session',
        name: session.name,
        description: sessionLine(session),
        price: 0,
        attendeeId: attendee.id,
        attendeeName: attendee.name,
        sessionId: session.id,
        pricingOptionId: pricingOption.id,
        pricingOptionName: pricingOption.name,
        entitlementId,
      },
    ],
  });
  const booking = db
    .prepare('SELECT id FROM bookings WHERE order_id = ? AND attendee_user_id = ?')
    .get(orderId, attendee.id) as { id: number };
  return { orderId, bookingId: booking.id };
}
