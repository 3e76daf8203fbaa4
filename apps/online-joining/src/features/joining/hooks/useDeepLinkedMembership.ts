import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MembershipType } from '@leisure/api-contract';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { membershipChosen, paymentTypeFilterChanged, type JoiningState } from '../state/joiningSlice.ts';
import { paymentTypeFromSlug } from '../../memberships/index.ts';
import { canBuy, findDeepLinked } from '../chosenMembership.ts';

export interface DeepLink {
  centreSlug: string | null;
  membershipSlug: string | undefined;
  paymentTypeSlug: string | undefined;
}

/**
 * `/centre/{slug}/membership/{membershipSlug}/{paymentType}` (docs/product/joining.md §2): preselects the membership and payment
 * type, then opens Your details. A membership not sold there, or one the user cannot buy, says so (docs/product/joining.md §4, §8)
 * and goes back to the centre section.
 */
export function useDeepLinkedMembership(
  { centreSlug, membershipSlug, paymentTypeSlug }: DeepLink,
  memberships: MembershipType[] | undefined,
  joining: JoiningState,
): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!membershipSlug || !memberships || joining.centreSlug !== centreSlug) return;
    const paymentType = paymentTypeFromSlug(paymentTypeSlug) ?? 'recurring';
    const linked = findDeepLinked(memberships, membershipSlug, paymentType);
    if (!linked) {
      dispatch(showToast({ content: 'Could not find selected membership', type: 'danger' }));
    } else if (!canBuy(linked.option)) {
      dispatch(showToast({ content: 'You are ineligible for the membership you selected.', type: 'danger' }));
    } else if (joining.paymentOptionId !== linked.option.id) {
      dispatch(paymentTypeFilterChanged(paymentType));
      dispatch(membershipChosen({ membershipTypeId: linked.membership.id, paymentOptionId: linked.option.id }));
    }
    void navigate(`/centre/${centreSlug}?step=${linked && canBuy(linked.option) ? 'details' : 'centre'}`, {
      replace: true,
    });
    // Only when the link or the list changes: the choice it makes must not re-run it.
  }, [membershipSlug, paymentTypeSlug, memberships, joining.centreSlug]);
}
