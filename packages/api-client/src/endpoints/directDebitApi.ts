import { directDebitRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTag, type ApiTag } from '../rtk/tags.ts';

/** A change moves the instruction, the user's billing day and the memberships' next payment (docs/decisions/0460). */
const changedByADirectDebitChange: (ApiTag | 'User')[] = [
  { type: 'DirectDebit', id: 'mine' },
  'User',
  listTag('MyMembership'),
];

/**
 * The customer's Direct Debit: reading it, and changing its bank details or billing day (docs/decisions/0460-0462).
 * The billing-day quote provides no tags: it answers for today's schedule, asked for when a day is chosen.
 */
export const directDebitApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getMyDirectDebit: builder.query({
      ...endpointQuery(directDebitRoutes.getMyDirectDebit),
      providesTags: [{ type: 'DirectDebit', id: 'mine' }],
    }),
    quoteMyBillingDayChange: builder.query({
      ...endpointQuery(directDebitRoutes.quoteMyBillingDayChange),
      keepUnusedDataFor: 0,
    }),
    changeMyBillingDay: builder.mutation({
      ...endpointQuery(directDebitRoutes.changeMyBillingDay),
      invalidatesTags: changedByADirectDebitChange,
    }),
    changeMyBankDetails: builder.mutation({
      ...endpointQuery(directDebitRoutes.changeMyBankDetails),
      invalidatesTags: changedByADirectDebitChange,
    }),
  }),
});

export const {
  useGetMyDirectDebitQuery,
  useLazyQuoteMyBillingDayChangeQuery,
  useChangeMyBillingDayMutation,
  useChangeMyBankDetailsMutation,
} = directDebitApi;
