import type { HeldMembership } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import {
  useEndMembershipFreezeMutation,
  useWithdrawMembershipCancellationMutation,
} from '@leisure/api-client/endpoints/myMembershipsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { longDate } from '../membershipLabels.ts';

const FAILED = 'Something went wrong. Please try again.';

/**
 * Ending (or cancelling) a freeze and keeping a membership after notice: one press each, the outcome in a toast
 * (the server's reason when it refuses, docs/decisions/0440, 0441). Each answers whether it worked.
 */
export function useMembershipActions() {
  const dispatch = useAppDispatch();
  const [endFreeze, ending] = useEndMembershipFreezeMutation();
  const [withdraw, keeping] = useWithdrawMembershipCancellationMutation();

  const failed = (error: unknown) =>
    dispatch(
      showToast({ content: isApiError(error) && error.status === 409 ? error.message : FAILED, type: 'danger' }),
    );

  async function endTheFreeze(membership: HeldMembership): Promise<boolean> {
    const scheduled = membership.freeze?.status === 'scheduled';
    const result = await endFreeze({ params: { membershipId: membership.id } });
    if ('error' in result) {
      failed(result.error);
      return false;
    }
    const next = result.data.nextPaymentDate;
    const payment = next
      ? ` Your next payment is ${result.data.nextPaymentAmount?.formatted} on ${longDate(next)}.`
      : '';
    dispatch(
      showToast({
        content: `${scheduled ? 'Freeze cancelled' : 'Freeze ended'}: ${membership.name} is in full use.${payment}`,
        type: 'success',
      }),
    );
    return true;
  }

  async function keepMembership(membership: HeldMembership): Promise<boolean> {
    const result = await withdraw({ params: { membershipId: membership.id } });
    if ('error' in result) {
      failed(result.error);
      return false;
    }
    dispatch(
      showToast({
        content: `You are keeping ${membership.name}: your notice is withdrawn and payments carry on as before.`,
        type: 'success',
      }),
    );
    return true;
  }

  return { endTheFreeze, keepMembership, ending: ending.isLoading, keeping: keeping.isLoading };
}
