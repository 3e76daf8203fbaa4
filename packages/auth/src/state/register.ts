import { callEndpoint, isCancelledRequest, toApiError, type ApiError } from '@leisure/api-client';
import { routes, type BodyInputOf, type User } from '@leisure/api-contract/browser';
import { createAuthThunk } from './authStore.ts';
import { startSession } from './session.ts';

export type Registration = BodyInputOf<typeof routes.auth.register>;

/**
 * POST auth/customer/register (query onboarding_type=customer_account_online). The new account is logged in at
 * once; a failure gives the ApiError whose validationMessages the registration form shows against its fields.
 */
export const register = createAuthThunk<User, Registration, { rejectValue: ApiError }>(
  'auth/register',
  async (registration, { extra, dispatch, rejectWithValue }) => {
    try {
      const session = await callEndpoint(extra.httpClient, routes.auth.register, {
        query: { onboardingType: 'customer_account_online' },
        body: registration,
      });
      await dispatch(startSession(session));
      return session.user;
    } catch (error) {
      if (isCancelledRequest(error)) throw error;
      return rejectWithValue(toApiError(error), {});
    }
  },
);
