import type { Booking } from '@leisure/api-contract/browser';
import { Button, ButtonRow } from '@leisure/ui';
import { attendeeWording, bookingLabel, coverWording, sessionDay } from '../rules/bookingWording.ts';
import { AddToCalendarButton } from './AddToCalendarButton.tsx';
import { Card, Facts, Note } from './bookingsStyles.ts';

export interface BookingCardProps {
  booking: Booking;
  viewerId: number | undefined;
  upcoming: boolean;
  onCancel: (booking: Booking) => void;
}

/**
 * One booking: the activity, when and where, whose it is (the member's or a linked account's), what covered it,
 * and for an upcoming one Add to calendar and Cancel booking, or why it can no longer be cancelled.
 */
export function BookingCard({ booking, viewerId, upcoming, onCancel }: BookingCardProps) {
  const { session } = booking;
  const label = bookingLabel(booking);
  return (
    <Card aria-labelledby={`booking-${booking.id}`}>
      {/* The id is the booking's address on the page (/bookings#booking-12): a package's use history links to it. */}
      <h3 id={`booking-${booking.id}`} tabIndex={-1}>
        {session.name}
      </h3>
      <Facts>
        <dt>When</dt>
        <dd>
          {sessionDay(session.date)}, {session.startTime} to {session.endTime}
        </dd>
        <dt>Where</dt>
        <dd>
          {session.location}, {session.venue.name}
        </dd>
        <dt>For</dt>
        <dd>{attendeeWording(booking, viewerId)}</dd>
        <dt>Covered by</dt>
        <dd>{coverWording(booking)}</dd>
      </Facts>
      {session.status === 'cancelled' && (
        <Note>
          The venue has cancelled this session{session.cancellationReason ? `: ${session.cancellationReason}` : '.'}
        </Note>
      )}
      {upcoming && !booking.canCancel && booking.cancellationNote && (
        <Note>Can no longer be cancelled online. {booking.cancellationNote}</Note>
      )}
      {upcoming && (
        <ButtonRow>
          <AddToCalendarButton booking={booking} viewerId={viewerId} />
          {booking.canCancel && (
            <Button
              variant="secondary"
              size="small"
              aria-label={`Cancel booking, ${label}${booking.attendee.id === viewerId ? '' : `, ${booking.attendee.name}`}`}
              onClick={() => onCancel(booking)}
            >
              Cancel booking
            </Button>
          )}
        </ButtonRow>
      )}
    </Card>
  );
}
