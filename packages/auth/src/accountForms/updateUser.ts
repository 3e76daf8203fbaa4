import { callEndpoint, type ApiError, type CallArgs } from '@leisure/api-client';
import { authRoutes } from '@leisure/api-contract/browser';
import { createSessionThunk, formFailure } from '../state/sessionThunk.ts';

export type UserUpdate = CallArgs<typeof authRoutes.updateUser>;

/**
 * PUT my-account/user/update: saves the answers to an onboarding form's data fields. The answer is the session
 * with the updated user, which replaces the cached one; that form's data fields (with the stored answers) reload.
 */
export const updateUser = createSessionThunk<UserUpdate, ApiError>('auth/updateUser', {
  call: (update, httpClient) => callEndpoint(httpClient, authRoutes.updateUser, update),
  failure: formFailure,
  invalidates: (update) => [{ type: 'DataField', id: update.query?.onboardingType ?? 'membership_purchase' }],
});
