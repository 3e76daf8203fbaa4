import { useEffect, useEffectEvent } from 'react';
import { showToast, useAppDispatch } from '@leisure/app-store';
import type { SectionId } from '../sections/sectionFlow.ts';
import { membershipChosen, membershipReset } from '../state/joiningSlice.ts';
import { canBuy, type ChosenMembership } from '../chosenMembership.ts';

const INELIGIBLE = 'You are ineligible for the membership you selected.';

/**
 * Choosing a membership (docs/product/joining.md §4 "Unpurchasable choice"): one the member cannot buy goes back to the centre
 * with the toast, and so does a choice that a later load shows can no longer be bought; otherwise Your details.
 */
export function useMembershipChoice(chosen: ChosenMembership | null, goTo: (id: SectionId) => void) {
  const dispatch = useAppDispatch();
  // goTo is a new function each render, so it is read as an Effect Event: the reset follows a change of choice only.
  const backToCentre = useEffectEvent(() => goTo('centre'));

  useEffect(() => {
    if (!chosen || canBuy(chosen.option)) return;
    dispatch(membershipReset());
    dispatch(showToast({ content: INELIGIBLE, type: 'danger' }));
    backToCentre();
  }, [chosen, dispatch]);

  return function choose(listed: ChosenMembership) {
    if (!canBuy(listed.option)) {
      dispatch(showToast({ content: INELIGIBLE, type: 'danger' }));
      return goTo('centre');
    }
    dispatch(membershipChosen({ membershipTypeId: listed.membership.id, paymentOptionId: listed.option.id }));
    goTo('details');
  };
}
