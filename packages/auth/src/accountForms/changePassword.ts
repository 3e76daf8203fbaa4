import { callEndpoint, type ApiError } from '@leisure/api-client';
import { authRoutes, type BodyInputOf } from '@leisure/api-contract/browser';
import { createSessionThunk, formFailure } from '../state/sessionThunk.ts';

export type PasswordChange = BodyInputOf<typeof authRoutes.changePassword>;

/**
 * POST my-account/user/change-password. Every session of the user ends and the answer is a fresh one, which becomes
 * this page's session (docs/decisions/0430-change-password.md); a failure gives the ApiError whose validationMessages
 * (currentPassword, password, passwordConfirmation) the form shows, or the 429 of too many wrong current passwords.
 */
export const changePassword = createSessionThunk<PasswordChange, ApiError>('auth/changePassword', {
  call: (change, httpClient) => callEndpoint(httpClient, authRoutes.changePassword, { body: change }),
  failure: formFailure,
});
