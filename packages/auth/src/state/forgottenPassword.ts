import { callEndpoint, isCancelledRequest, toApiError } from '@leisure/api-client';
import { authRoutes, type ValidationMessages } from '@leisure/api-contract/browser';
import { isMultipleAccountsMessage } from './authMessages.ts';
import { createAuthThunk } from './authStore.ts';

export type PasswordResetFailure =
  /** Several accounts share the email: ask for the customer ID instead (no toast; the dialog asks). */
  | { kind: 'multipleAccounts'; message: string }
  /** Anything else: the server's message, also shown as a toast (docs/product/platform.md §8). */
  | { kind: 'failed'; message: string; validationMessages: ValidationMessages };

/**
 * POST auth/customer/forgotten-password with an email or customer ID. Fulfils with the server's neutral
 * "check your email" message, which reads the same whether or not an account matched.
 */
export const requestPasswordReset = createAuthThunk<string, string, { rejectValue: PasswordResetFailure }>(
  'auth/requestPasswordReset',
  async (emailOrReference, { extra, rejectWithValue }) => {
    try {
      const answer = await callEndpoint(extra.httpClient, authRoutes.forgottenPassword, {
        body: { emailOrReference },
      });
      return answer.message;
    } catch (error) {
      if (isCancelledRequest(error)) throw error;
      const { status, message, validationMessages } = toApiError(error);
      if (status === 422 && isMultipleAccountsMessage(message)) {
        return rejectWithValue({ kind: 'multipleAccounts', message }, {});
      }
      return rejectWithValue(
        { kind: 'failed', message, validationMessages },
        { toast: { content: message, type: 'danger' } },
      );
    }
  },
);
