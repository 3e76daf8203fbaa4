import { membershipsRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';

/** The terms agreed on the joining page: a membership type's health commitment and terms, and the Direct Debit terms. */
export const membershipTermsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getHealthCommitment: builder.query(endpointQuery(membershipsRoutes.getHealthCommitment)),
    getMembershipTerms: builder.query(endpointQuery(membershipsRoutes.getMembershipTerms)),
    getDirectDebitTerms: builder.query(endpointQuery(membershipsRoutes.getDirectDebitTerms)),
  }),
});

export const { useGetHealthCommitmentQuery, useGetMembershipTermsQuery, useGetDirectDebitTermsQuery } =
  membershipTermsApi;
