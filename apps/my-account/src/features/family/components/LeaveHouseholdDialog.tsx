import type { RefObject } from 'react';
import { isApiError } from '@leisure/api-client';
import { useLeaveHouseholdMutation } from '@leisure/api-client/endpoints/householdApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { ConfirmDialog, type ConfirmOutcome } from '@leisure/ui';

export interface LeaveHouseholdDialogProps {
  /** Who pays for the household, to name them. */
  payerName: string | null;
  afterLeaveFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** An invited adult leaves (docs/decisions/0422): neither side can book for, see or pay for the other from then on. */
export function LeaveHouseholdDialog({ payerName, afterLeaveFocusRef, onClose }: LeaveHouseholdDialogProps) {
  const dispatch = useAppDispatch();
  const [leave, { isLoading }] = useLeaveHouseholdMutation();
  const whose = payerName ? `${payerName}’s household` : 'this household';

  async function confirm(): Promise<ConfirmOutcome> {
    const result = await leave();
    if ('error' in result) {
      const reason = isApiError(result.error) && result.error.status === 409 ? ` ${result.error.message}` : '';
      dispatch(
        showToast({
          content: `We couldn’t take you out of ${whose}.${reason || ' Please try again.'}`,
          type: 'danger',
        }),
      );
      return 'failed';
    }
    dispatch(showToast({ content: `You have left ${whose}.`, type: 'success' }));
    return 'done';
  }

  return (
    <ConfirmDialog
      title={`Leave ${whose}?`}
      confirm={{ label: 'Yes, leave', name: 'Yes, leave household', busy: isLoading, onConfirm: confirm }}
      keepLabel="Stay in household"
      afterDoneFocusRef={afterLeaveFocusRef}
      onClose={onClose}
    >
      <p>
        You won’t be able to book for the people in it or pay with its account credit, and they won’t be able to book
        for you. Your own account, bookings and memberships are not affected. To join again you need a new invitation.
      </p>
    </ConfirmDialog>
  );
}
