import { callEndpoint, type ApiError } from '@leisure/api-client';
import { authRoutes, type BodyInputOf } from '@leisure/api-contract/browser';
import { createSessionThunk, formFailure } from '../state/sessionThunk.ts';

export type Registration = BodyInputOf<typeof authRoutes.register>;

/**
 * POST auth/customer/register (query onboarding_type=customer_account_online). The new account is logged in at
 * once; a failure gives the ApiError whose validationMessages the registration form shows against its fields.
 */
export const register = createSessionThunk<Registration, ApiError>('auth/register', {
  call: (registration, httpClient) =>
    callEndpoint(httpClient, authRoutes.register, {
      query: { onboardingType: 'customer_account_online' },
      body: registration,
    }),
  failure: formFailure,
});
