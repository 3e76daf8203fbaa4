import { uploadsRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTag, listTags } from '../rtk/tags.ts';

/**
 * Proof of eligibility sent from the account (02-online-joining §1, docs/decisions/0451): each membership's
 * document status, and the upload. An upload changes the membership's and the user's "upload required" flags, so
 * it invalidates the memberships and the user too.
 */
export const documentsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listMyDocuments: builder.query({
      ...endpointQuery(uploadsRoutes.listMyDocuments),
      providesTags: (documents) => listTags('MembershipDocument', documents, (document) => document.membershipId),
    }),
    getMembershipDocument: builder.query({
      ...endpointQuery(uploadsRoutes.getMembershipDocument),
      providesTags: (_document, _error, args) => [{ type: 'MembershipDocument', id: args.params.membershipId }],
    }),
    uploadMembershipDocument: builder.mutation({
      ...endpointQuery(uploadsRoutes.uploadMembershipDocument),
      invalidatesTags: (_document, _error, args) => [
        { type: 'MembershipDocument', id: args.params.membershipId },
        listTag('MembershipDocument'),
        listTag('MyMembership'),
        'User',
      ],
    }),
  }),
});

export const { useListMyDocumentsQuery, useGetMembershipDocumentQuery, useUploadMembershipDocumentMutation } =
  documentsApi;
