import type { RefObject } from 'react';
import type { HouseholdMember } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useRemoveHouseholdMemberMutation } from '@leisure/api-client/endpoints/householdApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { ConfirmDialog, type ConfirmOutcome } from '@leisure/ui';
import { memberName } from '../familyLabels.ts';

export interface RemoveMemberDialogProps {
  member: HouseholdMember;
  /** Where focus goes once the member (and so their Remove button) has left the list. */
  afterRemoveFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * "Remove Ellie Hughes from your household?" (docs/decisions/0422): says what stops (booking for them, seeing their
 * bookings, paying with your credit); the safe answer, Keep in household, has focus first, and Escape keeps them.
 */
export function RemoveMemberDialog({ member, afterRemoveFocusRef, onClose }: RemoveMemberDialogProps) {
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useRemoveHouseholdMemberMutation();
  const name = memberName(member);
  const child = member.role === 'child';

  async function confirm(): Promise<ConfirmOutcome> {
    const result = await remove({ params: { id: member.id } });
    if ('error' in result) {
      const reason = isApiError(result.error) && result.error.status !== 500 ? ` ${result.error.message}` : '';
      dispatch(showToast({ content: `We couldn’t remove ${name}.${reason || ' Please try again.'}`, type: 'danger' }));
      return 'failed';
    }
    dispatch(showToast({ content: `${name} is no longer in your household.`, type: 'success' }));
    return 'done';
  }

  return (
    <ConfirmDialog
      title={`Remove ${name} from your household?`}
      confirm={{ label: 'Yes, remove', name: `Yes, remove ${name}`, busy: isLoading, onConfirm: confirm }}
      keepLabel="Keep in household"
      afterDoneFocusRef={afterRemoveFocusRef}
      onClose={onClose}
    >
      {child ? (
        <p>
          You won’t be able to book for {name} any more. Their past bookings stay in their history. To book for them
          again, add them again.
        </p>
      ) : (
        <p>
          You and {name} won’t be able to book for each other or see each other’s details, and {name} can no longer pay
          with your household’s account credit. Their own account is not affected.
        </p>
      )}
    </ConfirmDialog>
  );
}
