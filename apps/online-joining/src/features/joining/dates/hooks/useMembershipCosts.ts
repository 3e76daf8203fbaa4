import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetChangeCostsQuery, useGetMembershipCostsQuery } from '@leisure/api-client/endpoints/membershipsApi';
import { effectiveStartDate, startDateBounds } from '../startDateRules.ts';

export interface MembershipCostsInput {
  membershipTypeId: number;
  paymentOptionId: number;
  venueId: number;
  needsBillingDay: boolean;
  startDate: string | null;
  billingDay: number | null;
  promotion: { id: number } | null;
  /** Changing a held membership: the change's costs, from a date in its own window (decision 0204). */
  change?: { membershipId: number; startsAt: { min: string; max: string } } | null;
  now?: Date;
}

/**
 * The costs of the chosen option for the chosen dates. Section 5 and the payment summary both call it with the
 * same input, so RTK Query makes one request for the two.
 */
export function useMembershipCosts(input: MembershipCostsInput) {
  const { now, change } = input;
  const windowMin = change?.startsAt.min;
  const windowMax = change?.startsAt.max;
  const bounds = useMemo(
    () => startDateBounds(now ?? new Date(), { min: windowMin, max: windowMax }),
    [now, windowMin, windowMax],
  );
  const startDate = effectiveStartDate(input.startDate, bounds);
  const waitingForBillingDay = !change && input.needsBillingDay && input.billingDay === null;
  const changeCosts = useGetChangeCostsQuery(
    change
      ? {
          params: { membershipId: change.membershipId, optionId: input.paymentOptionId },
          query: { startsAt: startDate },
        }
      : skipToken,
  );
  const newCosts = useGetMembershipCostsQuery(
    waitingForBillingDay || change
      ? skipToken
      : {
          params: { typeId: input.membershipTypeId, optionId: input.paymentOptionId },
          query: {
            venueId: input.venueId,
            startDate,
            ...(input.billingDay !== null && { billingDay: input.billingDay }),
            ...(input.promotion && { promotionCodeId: input.promotion.id }),
          },
        },
  );
  return { costs: change ? changeCosts : newCosts, bounds, startDate, waitingForBillingDay };
}
