import type { Booking } from '@leisure/api-contract/browser';

/**
 * What cancelling a booking does, said before the customer confirms (docs/product/account.md D28): the money or
 * use that comes back first, then the place. Refunds go to account credit, never the card
 * (docs/decisions/0309-my-bookings-and-cancellation.md).
 */
export function cancellationOutcome(
  booking: Pick<Booking, 'coveredBy' | 'coveredByName' | 'pricePaid' | 'attendee'>,
  viewerId: number | undefined,
): string[] {
  const whose = booking.attendee.id === viewerId ? 'your' : `${booking.attendee.name}'s`;
  const back = (() => {
    switch (booking.coveredBy) {
      case 'payment':
        return `${booking.pricePaid.formatted} goes back to your account credit (not to your card), to spend on your next booking.`;
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

/** The toast after a cancellation: what was cancelled and what came back. */
export function cancelledToast(label: string, refund: { amount: number; formatted: string }): string {
  return refund.amount > 0
    ? `Booking cancelled: ${label}. ${refund.formatted} added to your account credit.`
    : `Booking cancelled: ${label}.`;
}
