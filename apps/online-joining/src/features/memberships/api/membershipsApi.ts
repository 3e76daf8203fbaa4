import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery, listTags } from '@leisure/api-client';

/** GET memberships/types?venue_id (spec 01 §7): the centre's memberships with this user's prices for today. */
export const membershipsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listMembershipTypes: builder.query({
      ...endpointQuery(routes.memberships.listMembershipTypes),
      providesTags: (memberships) => listTags('MembershipType', memberships, (membership) => membership.id),
    }),
  }),
});

export const { useListMembershipTypesQuery } = membershipsApi;
