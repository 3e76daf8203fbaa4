import { skipToken } from '@reduxjs/toolkit/query';
import type { CurrentUser } from '@leisure/auth';
import { useListJoiningVenuesQuery } from '@leisure/api-client/endpoints/siteApi';
import { useListMembershipTypesQuery } from '@leisure/api-client/endpoints/membershipsApi';
import type { JoiningState } from '../state/joiningSlice.ts';
import { useMembershipCosts } from '../dates/hooks/useMembershipCosts.ts';
import { findChosen } from '../chosenMembership.ts';
import { useChangeMode } from './useChangeMode.ts';

const noChoice = {
  membershipTypeId: 0,
  paymentOptionId: 0,
  venueId: 0,
  needsBillingDay: true,
  billingDay: null,
  promotion: null,
};

/**
 * What the joining page is working on, from the address and the selection: the centre, the memberships on offer
 * there (or a change's options), the chosen one, and what it asks of the member (a Direct Debit, a billing day)
 * and the costs of the choice.
 */
export function useJoiningChoice(centreSlug: string | null, joining: JoiningState, { loggedIn, user }: CurrentUser) {
  const change = useChangeMode(loggedIn, centreSlug);
  const centres = useListJoiningVenuesQuery();
  const centre = centres.data?.find((candidate) => candidate.slug === centreSlug);
  const forSale = useListMembershipTypesQuery(
    centre && !change.membershipId ? { query: { venueId: centre.id } } : skipToken,
  );
  const memberships = change.membershipId ? change.options?.membershipTypes : forSale.data;
  const chosen = findChosen(memberships, joining.membershipTypeId, joining.paymentOptionId);
  const recurring = chosen?.option.paymentType === 'recurring';
  // A change keeps the Direct Debit and billing day already in place (decision 0204).
  const needsDirectDebit = !change.membershipId && recurring && !user?.hasInstruction;
  const needsBillingDay = !change.membershipId && recurring && !user?.hasBillingDate;
  const costsInput = chosen &&
    centre && {
      membershipTypeId: chosen.membership.id,
      paymentOptionId: chosen.option.id,
      venueId: centre.id,
      needsBillingDay,
      startDate: joining.startDate,
      billingDay: joining.billingDay,
      promotion: joining.promotion,
      change: change.window,
    };
  const costs = useMembershipCosts(
    // With nothing chosen yet the query waits (no billing day), so the zeros are never sent.
    costsInput ?? { ...noChoice, startDate: joining.startDate },
  );
  return {
    change,
    centres: centres.data,
    centre,
    memberships,
    chosen,
    needsDirectDebit,
    needsBillingDay,
    costsInput,
    costs,
  };
}
