import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetMembershipCostsQuery } from '../api/joiningDatesApi.ts';
import { effectiveStartDate, startDateBounds } from '../startDateRules.ts';

export interface MembershipCostsInput {
  membershipTypeId: number;
  paymentOptionId: number;
  venueId: number;
  needsBillingDay: boolean;
  startDate: string | null;
  billingDay: number | null;
  promotion: { id: number } | null;
  now?: Date;
}

/**
 * The costs of the chosen option for the chosen dates. Section 5 and the payment summary both call it with the
 * same input, so RTK Query makes one request for the two.
 */
export function useMembershipCosts(input: MembershipCostsInput) {
  const { now } = input;
  const bounds = useMemo(() => startDateBounds(now ?? new Date()), [now]);
  const startDate = effectiveStartDate(input.startDate, bounds);
  const waitingForBillingDay = input.needsBillingDay && input.billingDay === null;
  const costs = useGetMembershipCostsQuery(
    waitingForBillingDay
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
  return { costs, bounds, startDate, waitingForBillingDay };
}
