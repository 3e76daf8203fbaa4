import { useState, type RefObject } from 'react';
import type { Booking } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useCancelMyBookingMutation } from '@leisure/api-client/endpoints/myBookingsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { ConfirmDialog, type ConfirmOutcome } from '@leisure/ui';
import { bookingLabel } from '../rules/bookingWording.ts';
import { cancellationOutcome, cancelledToast } from '../rules/cancellationOutcome.ts';

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
  const label = bookingLabel(booking);

  async function confirm(): Promise<ConfirmOutcome> {
    const result = await cancelBooking({ params: { bookingId: booking.id } });
    if ('error' in result) {
      const error = result.error;
      setRefusal(
        isApiError(error) && error.status === 409
          ? error.message
          : 'We couldn’t cancel this booking. Please try again.',
      );
      return 'stays';
    }
    dispatch(
      showToast({ content: cancelledToast(label, result.data.refund, booking.bookedBy, viewerId), type: 'success' }),
    );
    return 'done';
  }

  return (
    <ConfirmDialog
      title={`Cancel ${label}${booking.attendee.id === viewerId ? '' : ` for ${booking.attendee.name}`}?`}
      confirm={
        refusal
          ? undefined
          : {
              label: 'Yes, cancel booking',
              name: `Yes, cancel booking, ${label}`,
              busy: isLoading,
              onConfirm: confirm,
            }
      }
      keepLabel={refusal ? 'Close' : 'Keep booking'}
      afterDoneFocusRef={afterCancelFocusRef}
      onClose={onClose}
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
    </ConfirmDialog>
  );
}
