import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch } from '@leisure/app-store';
import { useGetJoiningCartQuery } from '@leisure/api-client/endpoints/joiningApi';
import { useJoiningCustomer } from '../cart/hooks/useJoiningCustomer.ts';
import { joiningRestored, initialJoiningState, type JoiningState } from '../state/joiningSlice.ts';

/**
 * docs/product/joining.md §4 "Loaded checkout cart": a member who comes back with a stored joining cart finds every section
 * completed, Your details open and the cart's choices filled in. Bank details are never kept in the browser
 * (decision 0910), so the Direct Debit sections are done again when the membership needs them. Only once per page
 * load, and only when nothing is being chosen yet: a selection in progress is never overwritten. A page address
 * naming another centre (a link followed, a log-in redirect) is where the member asked to go, so it wins too.
 */
export function useRestoreJoiningCart(loggedIn: boolean, joining: JoiningState, centreSlug: string | null): void {
  const { cartArg } = useJoiningCustomer();
  const cart = useGetJoiningCartQuery(loggedIn ? cartArg : skipToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current || !loggedIn || cart.isFetching || cart.isUninitialized) return;
    settled.current = true;
    const stored = cart.data;
    if (!stored || stored.kind !== 'new' || joining.membershipTypeId !== null) return;
    if (centreSlug !== null && centreSlug !== stored.homeVenue.slug) return;
    dispatch(
      joiningRestored({
        ...initialJoiningState,
        centreSlug: stored.homeVenue.slug,
        membershipTypeId: stored.membershipType.id,
        paymentOptionId: stored.paymentOption.id,
        paymentTypeFilter: stored.paymentOption.paymentType,
        startDate: stored.startDate,
        billingDay: stored.billingDay,
        promotion: stored.promotion && { id: stored.promotion.id, code: stored.promotion.code },
        healthCommitmentAgreed: true,
        membershipTermsAgreed: true,
        completed: ['centre', 'membership', 'details', 'questions', 'dates'],
      }),
    );
    void navigate(`/centre/${stored.homeVenue.slug}?step=details`, { replace: true });
  }, [
    cart.data,
    cart.isFetching,
    cart.isUninitialized,
    centreSlug,
    dispatch,
    joining.membershipTypeId,
    loggedIn,
    navigate,
  ]);
}
