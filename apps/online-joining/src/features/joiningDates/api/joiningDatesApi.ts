import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery } from '@leisure/api-client';

/**
 * Section 5's calls: the costs for a start date and billing day (spec 02 §7 "fetch membership costs", and "fetch
 * change costs" when changing a membership), a promotion
 * code check, the two membership terms (health commitment, terms and conditions) and the Direct Debit terms.
 */
export const joiningDatesApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getMembershipCosts: builder.query({ ...endpointQuery(routes.memberships.getMembershipCosts) }),
    getChangeCosts: builder.query({ ...endpointQuery(routes.memberships.getChangeCosts) }),
    validatePromotion: builder.query({ ...endpointQuery(routes.memberships.validatePromotion) }),
    getHealthCommitment: builder.query({ ...endpointQuery(routes.memberships.getHealthCommitment) }),
    getMembershipTerms: builder.query({ ...endpointQuery(routes.memberships.getMembershipTerms) }),
    getDirectDebitTerms: builder.query({ ...endpointQuery(routes.memberships.getDirectDebitTerms) }),
  }),
});

export const {
  useGetChangeCostsQuery,
  useGetMembershipCostsQuery,
  useLazyValidatePromotionQuery,
  useGetHealthCommitmentQuery,
  useGetMembershipTermsQuery,
  useGetDirectDebitTermsQuery,
} = joiningDatesApi;
