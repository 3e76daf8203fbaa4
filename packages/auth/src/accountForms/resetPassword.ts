import { callEndpoint, type ApiError } from '@leisure/api-client';
import { authRoutes, type BodyInputOf } from '@leisure/api-contract/browser';
import { createSessionThunk, formFailure } from '../state/sessionThunk.ts';

export type PasswordReset = BodyInputOf<typeof authRoutes.resetPassword>;

/**
 * POST auth/customer/reset-password with the token from a reset email and the new password. The customer is logged
 * in at once; a failure gives the ApiError whose validationMessages (token, password) the form shows.
 */
export const resetPassword = createSessionThunk<PasswordReset, ApiError>('auth/resetPassword', {
  call: (reset, httpClient) => callEndpoint(httpClient, authRoutes.resetPassword, { body: reset }),
  failure: formFailure,
});
