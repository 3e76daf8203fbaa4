import type { Booking } from '@leisure/api-contract/browser';

/**
 * What cancelling a booking does, said before the customer confirms (docs/product/account.md D28): the money or
 * use that comes back first, then the place. Refunds go to account credit, never the card
 * (docs/decisions/0309-my-bookings-and-cancellation.md).
 */
export function cancellationOutcome(
  booking: Pick<Booking, 'coveredBy' | 'coveredByName' | 'pricePaid' | 'attendee' | 'bookedBy'>,
  viewerId: number | undefined,
): string[] {
  const whose = booking.attendee.id === viewerId ? 'your' : `${booking.attendee.name}'s`;
  // The refund goes to whoever booked and paid: a child looking at a booking their parent made is told so.
  const paidByViewer = booking.bookedBy.id === viewerId;
  const back = (() => {
    switch (booking.coveredBy) {
      case 'payment':
        return paidByViewer
          ? `${booking.pricePaid.formatted} goes back to your account credit (not to your card), to spend on your next booking.`
          : `${booking.pricePaid.formatted} goes back to ${booking.bookedBy.name}'s account credit (not to the card), who booked it.`;
      case 'membership-benefit':
        return `The session goes back to ${whose} membership benefit${booking.coveredByName ? `, ${booking.coveredByName}` : ''}, to use again.`;
      case 'package':
        return `1 use goes back to ${whose} package${booking.coveredByName ? `, ${booking.coveredByName}` : ''}, to use again.`;
      case 'membership':
        return 'It was included in the membership, so there is nothing to refund.';
      case 'free':
        return 'It was free, so there is nothing to refund.';
    }
  })();
  return [back, 'The place is released for someone else to book.'];
}

/** The toast after a cancellation: what was cancelled and what came back, and to whose credit. */
export function cancelledToast(
  label: string,
  refund: { amount: number; formatted: string },
  payer: { id: number; name: string },
  viewerId: number | undefined,
): string {
  if (refund.amount <= 0) return `Booking cancelled: ${label}.`;
  const whose = payer.id === viewerId ? 'your' : `${payer.name}'s`;
  return `Booking cancelled: ${label}. ${refund.formatted} added to ${whose} account credit.`;
}
