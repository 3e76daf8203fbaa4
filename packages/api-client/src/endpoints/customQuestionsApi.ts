import { membershipsRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';

/** A membership type's additional questions in groups, with the user's saved answers, and saving the answers. */
export const customQuestionsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getCustomQuestions: builder.query({
      ...endpointQuery(membershipsRoutes.getCustomQuestions),
      providesTags: (_groups, _error, args) => [{ type: 'Question', id: args.params.typeId }],
    }),
    saveCustomAnswers: builder.mutation({
      ...endpointQuery(membershipsRoutes.saveCustomAnswers),
      invalidatesTags: (_saved, _error, args) => [{ type: 'Question', id: args.params.typeId }],
    }),
  }),
});

export const { useGetCustomQuestionsQuery, useSaveCustomAnswersMutation } = customQuestionsApi;
