import type { RefObject } from 'react';
import type { GuestPass } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useCancelGuestPassMutation } from '@leisure/api-client/endpoints/guestPassesApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { ukToday } from '@leisure/form-kit';
import { ConfirmDialog, type ConfirmOutcome } from '@leisure/ui';
import { guestName, passMonth } from '../guestPassLabels.ts';
import { visitDateLabel } from '../rules/guestPassRules.ts';

export interface CancelGuestPassDialogProps {
  pass: GuestPass;
  /** Where focus goes once the pass (and so its Cancel button) has left the upcoming list. */
  afterCancelFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** What cancelling does to the month's allowance: a pass cancelled on the day of its visit still counts (decision 0405). */
const allowanceEffect = (pass: GuestPass): { dialog: string; toast: string } =>
  pass.visitDate === ukToday()
    ? {
        dialog: `A pass cancelled on the day of the visit still counts against your ${passMonth(pass)} allowance.`,
        toast: `It still counts against your ${passMonth(pass)} allowance, as the visit was today.`,
      }
    : {
        dialog: `The pass goes back to your ${passMonth(pass)} allowance.`,
        toast: `The pass is back in your ${passMonth(pass)} allowance.`,
      };

/**
 * "Cancel the guest pass for Robin Small?": says the visit and whether the pass goes back to that month's allowance;
 * the safe answer, Keep guest pass, has focus first. The allowance and the list are read again after cancelling.
 */
export function CancelGuestPassDialog({ pass, afterCancelFocusRef, onClose }: CancelGuestPassDialogProps) {
  const dispatch = useAppDispatch();
  const [cancelPass, { isLoading }] = useCancelGuestPassMutation();
  const name = guestName(pass);

  async function confirm(): Promise<ConfirmOutcome> {
    const result = await cancelPass({ params: { id: pass.id } });
    if ('error' in result) {
      const reason = isApiError(result.error) && result.error.status === 409 ? ` ${result.error.message}` : '';
      dispatch(
        showToast({
          content: `We couldn’t cancel the guest pass for ${name}.${reason || ' Please try again.'}`,
          type: 'danger',
        }),
      );
      return 'failed';
    }
    dispatch(
      showToast({
        content: `Guest pass for ${name} cancelled. ${allowanceEffect(pass).toast}`,
        type: 'success',
      }),
    );
    return 'done';
  }

  return (
    <ConfirmDialog
      title={`Cancel the guest pass for ${name}?`}
      confirm={{ label: 'Yes, cancel guest pass', busy: isLoading, onConfirm: confirm }}
      keepLabel="Keep guest pass"
      afterDoneFocusRef={afterCancelFocusRef}
      onClose={onClose}
    >
      <p>
        {name} won’t be able to visit on {visitDateLabel(pass.visitDate)} at {pass.venue.name} with pass {pass.code}.
        {allowanceEffect(pass).dialog}
      </p>
    </ConfirmDialog>
  );
}
