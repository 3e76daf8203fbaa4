import { useRef, useState, type RefObject } from 'react';
import type { Booking } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useCancelMyBookingMutation } from '@leisure/api-client/endpoints/myBookingsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { AlertDialog, Button } from '@leisure/ui';
import { bookingLabel } from '../rules/bookingWording.ts';
import { cancellationOutcome, cancelledToast } from '../rules/cancellationOutcome.ts';
import { Actions } from './bookingsStyles.ts';

export interface CancelBookingDialogProps {
  booking: Booking;
  viewerId: number | undefined;
  /** Where focus goes once the booking (and so its Cancel button) has left the list. */
  afterCancelFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * "Cancel Spin, Tue 25 Nov 07:00?": the outcome first (credit back and how much, a benefit or package use given
 * back), then "Yes, cancel booking"; the first focus is the safe answer (docs/product/account.md D28). A refusal
 * (the cut-off passed since the list loaded) says why in the dialog. Afterwards a toast, and the lists and the
 * account credit reload (myBookingsApi invalidates them).
 */
export function CancelBookingDialog({ booking, viewerId, afterCancelFocusRef, onClose }: CancelBookingDialogProps) {
  const dispatch = useAppDispatch();
  const [cancelBooking, { isLoading }] = useCancelMyBookingMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const label = bookingLabel(booking);

  async function confirm() {
    const result = await cancelBooking({ params: { bookingId: booking.id } });
    if ('error' in result) {
      const error = result.error;
      setRefusal(
        isApiError(error) && error.status === 409
          ? error.message
          : 'We couldn’t cancel this booking. Please try again.',
      );
      return;
    }
    returnFocusRef.current = afterCancelFocusRef.current;
    dispatch(
      showToast({ content: cancelledToast(label, result.data.refund, booking.bookedBy, viewerId), type: 'success' }),
    );
    onClose();
  }

  return (
    <AlertDialog
      open
      onClose={onClose}
      title={`Cancel ${label}${booking.attendee.id === viewerId ? '' : ` for ${booking.attendee.name}`}?`}
      initialFocusRef={keepRef}
      returnFocusRef={returnFocusRef}
      footer={
        <Actions>
          {!refusal && (
            <Button onClick={confirm} disabled={isLoading} aria-label={`Yes, cancel booking, ${label}`}>
              Yes, cancel booking
            </Button>
          )}
          <Button ref={keepRef} variant="secondary" onClick={onClose}>
            {refusal ? 'Close' : 'Keep booking'}
          </Button>
        </Actions>
      }
    >
      {refusal ? (
        <p role="alert">This booking can’t be cancelled. {refusal}</p>
      ) : (
        <>
          {booking.session.status === 'cancelled' && (
            <p>
              The venue has cancelled this session
              {booking.session.cancellationReason ? `: ${booking.session.cancellationReason}` : ''}.
            </p>
          )}
          {cancellationOutcome(booking, viewerId).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </>
      )}
    </AlertDialog>
  );
}
