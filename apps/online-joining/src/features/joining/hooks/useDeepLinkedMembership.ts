import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MembershipType } from '@leisure/api-contract';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { membershipChosen, paymentTypeFilterChanged, type JoiningState } from '../state/joiningSlice.ts';
import { paymentTypeFromSlug } from '../memberships/paymentTypeSlug.ts';
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
  // An Effect Event: it reads the latest centre, choice and navigate, and runs only when the link or the list changes
  // (the effect below), so the choice it makes does not run it again.
  const followLink = useEffectEvent(
    (
      membershipSlug: string | undefined,
      paymentTypeSlug: string | undefined,
      memberships: MembershipType[] | undefined,
      joiningCentreSlug: string | null,
    ) => {
      if (!membershipSlug || !memberships || joiningCentreSlug !== centreSlug) return;
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
    },
  );
  useEffect(() => {
    followLink(membershipSlug, paymentTypeSlug, memberships, joining.centreSlug);
  }, [membershipSlug, paymentTypeSlug, memberships, joining.centreSlug]);
}
