import { routes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';

/** A membership type's additional questions in groups, with the user's saved answers, and saving the answers. */
export const customQuestionsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getCustomQuestions: builder.query({
      ...endpointQuery(routes.memberships.getCustomQuestions),
      providesTags: (_groups, _error, args) => [{ type: 'Question', id: args.params.typeId }],
    }),
    saveCustomAnswers: builder.mutation({
      ...endpointQuery(routes.memberships.saveCustomAnswers),
      invalidatesTags: (_saved, _error, args) => [{ type: 'Question', id: args.params.typeId }],
    }),
  }),
});

export const { useGetCustomQuestionsQuery, useSaveCustomAnswersMutation } = customQuestionsApi;
