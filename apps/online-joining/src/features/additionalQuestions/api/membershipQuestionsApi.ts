import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery } from '@leisure/api-client';

/** A membership's additional questions in groups (with the user's saved answers), and saving the answers. */
export const membershipQuestionsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getMembershipQuestions: builder.query({
      ...endpointQuery(routes.memberships.getCustomQuestions),
      providesTags: (_groups, _error, args) => [{ type: 'Question', id: args.params.typeId }],
    }),
    saveMembershipAnswers: builder.mutation({
      ...endpointQuery(routes.memberships.saveCustomAnswers),
      invalidatesTags: (_saved, _error, args) => [{ type: 'Question', id: args.params.typeId }],
    }),
  }),
});

export const { useGetMembershipQuestionsQuery, useSaveMembershipAnswersMutation } = membershipQuestionsApi;
