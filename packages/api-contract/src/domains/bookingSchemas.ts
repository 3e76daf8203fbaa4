// Shapes of a customer's bookings (my-account): the list, and the answer to a cancellation.
import { z } from 'zod';
import { id, isoDateTime, money } from '../common.ts';
import { sessionRefSchema } from './activitySchemas.ts';
import { orderTenderTypeSchema } from './orderSchemas.ts';
import { paginationMetaSchema } from './paging.ts';

/**
 * What covered the place: a payment, the membership (a members' £0 price), a membership benefit, a package use,
 * or nothing (a free session).
 */
export const bookingCoveredBy = z.enum(['payment', 'membership', 'membership-benefit', 'package', 'free']);

export const bookingSchema = z.object({
  id,
  status: z.enum(['booked', 'cancelled']),
  session: sessionRefSchema,
  attendee: z.object({ id, name: z.string() }),
  /** Who booked (and paid): a refund goes to their account credit. The attendee, or a parent for a linked child. */
  bookedBy: z.object({ id, name: z.string() }),
  pricingOptionName: z.string(),
  pricePaid: money,
  /** How the booking's order was paid (card, account credit…), each tender once; empty when nothing was paid. */
  paidWith: z.array(orderTenderTypeSchema),
  coveredBy: bookingCoveredBy,
  /** The membership benefit or package that covered it ("10 Swim Pass"); null for the other kinds of cover. */
  coveredByName: z.string().nullable(),
  orderId: id.nullable(),
  bookedAt: isoDateTime,
  cancelledAt: isoDateTime.nullable(),
  /** Refunded to account credit when the booking was cancelled. */
  refund: money.nullable(),
  canCancel: z.boolean(),
  /** The last moment a cancellation is accepted (2 hours before the start). */
  cancellableUntil: isoDateTime,
  /** Why it cannot be cancelled, when it cannot. */
  cancellationNote: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListStatus = z.enum(['upcoming', 'past', 'cancelled']);

export const bookingListSchema = z.object({
  bookings: z.array(bookingSchema),
  meta: paginationMetaSchema,
});
export type BookingList = z.infer<typeof bookingListSchema>;

export const bookingCancellationSchema = z.object({
  booking: bookingSchema,
  refund: money,
  /** Where the refund went; null when nothing was paid (a benefit or package use is given back instead). */
  refundedTo: z.enum(['account-credit']).nullable(),
  creditBalance: money,
});
export type BookingCancellation = z.infer<typeof bookingCancellationSchema>;
