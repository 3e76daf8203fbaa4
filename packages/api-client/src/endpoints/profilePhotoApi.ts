import { uploadsRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';

/** The user's profile photo (docs/decisions/0452): set, replace or remove; each answers the user, reloaded by its tag. */
export const profilePhotoApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    uploadProfilePhoto: builder.mutation({
      ...endpointQuery(uploadsRoutes.uploadProfilePhoto),
      invalidatesTags: ['User'],
    }),
    removeProfilePhoto: builder.mutation({
      ...endpointQuery(uploadsRoutes.removeProfilePhoto),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUploadProfilePhotoMutation, useRemoveProfilePhotoMutation } = profilePhotoApi;
