import { accountRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { itemTags, listTags } from '../rtk/tags.ts';

/**
 * The customer's saved cards (docs/decisions/0403-saved-cards.md): listed (expired ones flagged) and deleted. Checkout
 * offers the same card, so deleting one changes what checkout's prepare answer would offer too.
 */
export const savedCardsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listSavedCards: builder.query({
      ...endpointQuery(accountRoutes.listSavedCards),
      providesTags: (cards) => listTags('SavedCard', cards),
    }),
    deleteSavedCard: builder.mutation({
      ...endpointQuery(accountRoutes.deleteSavedCard),
      invalidatesTags: (deleted) => (deleted ? itemTags('SavedCard', deleted.id) : []),
    }),
  }),
});

export const { useListSavedCardsQuery, useDeleteSavedCardMutation } = savedCardsApi;
