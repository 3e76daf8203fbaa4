import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery, listTags } from '@leisure/api-client';

/** GET venues/online-joining (spec 01 §7, source online joining): the centres that sell memberships online. */
export const centresApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listJoiningCentres: builder.query({
      ...endpointQuery(routes.site.listJoiningVenues),
      providesTags: (centres) => listTags('Venue', centres, (centre) => `joining-${centre.id}`),
    }),
  }),
});

export const { useListJoiningCentresQuery } = centresApi;
