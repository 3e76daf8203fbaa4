import { baseApi, type CallArgs } from '@leisure/api-client';
import { authRoutes, type BodyInputOf, type ResponseOf, type Session } from '@leisure/api-contract/browser';
import { isMultipleAccounts } from '../state/authMessages.ts';
import { sessionApi } from '../state/sessionApi.ts';
import { sessionAnswer, sessionCall } from '../state/sessionCall.ts';

export type Registration = BodyInputOf<typeof authRoutes.register>;
export type PasswordReset = BodyInputOf<typeof authRoutes.resetPassword>;
export type PasswordResetRequest = BodyInputOf<typeof authRoutes.forgottenPassword>;
export type UserUpdate = CallArgs<typeof authRoutes.updateUser>;
export type PasswordChange = BodyInputOf<typeof authRoutes.changePassword>;

/**
 * The calls of the account forms, on the one api (decision 0010). They load with the pages that show a form, not
 * with every first page (decision 0903). A session answer becomes this page's session (adoptSession) before its
 * mutation fulfils; a failure is the ApiError, whose validationMessages the form shows by its fields.
 */
export const accountFormsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST auth/customer/register (onboarding_type customer_account_online): the new account is logged in at once. */
    register: build.mutation<Session, Registration>({
      queryFn: sessionAnswer((body) => ({
        endpoint: authRoutes.register,
        query: { onboardingType: 'customer_account_online' },
        body,
      })),
    }),
    /**
     * POST auth/customer/forgotten-password with an email or customer ID: the server's neutral "check your email"
     * message, the same whether or not an account matched. A refusal asks for a danger toast, except the 422
     * "Multiple…" of an email several accounts share, after which the dialog asks for the customer ID.
     */
    forgottenPassword: build.mutation<ResponseOf<typeof authRoutes.forgottenPassword>, PasswordResetRequest>({
      queryFn: sessionCall(
        (body) => ({ endpoint: authRoutes.forgottenPassword, body }),
        (error) => (isMultipleAccounts(error) ? undefined : error.message),
      ),
    }),
    /** POST auth/customer/reset-password with the token from a reset email: the customer is logged in at once. */
    resetPassword: build.mutation<Session, PasswordReset>({
      queryFn: sessionAnswer((body) => ({ endpoint: authRoutes.resetPassword, body })),
    }),
    /**
     * PUT my-account/user/update: saves the answers to an onboarding form's data fields. The answer is the same
     * session with the updated user, which replaces the cached one; that form's data fields (with the stored
     * answers) reload.
     */
    updateUser: build.mutation<Session, UserUpdate>({
      queryFn: sessionAnswer((update) => ({ endpoint: authRoutes.updateUser, ...update })),
      invalidatesTags: (session, _error, update) =>
        session ? [{ type: 'DataField', id: update.query?.onboardingType ?? 'membership_purchase' }] : [],
    }),
    /**
     * POST my-account/user/change-password. Every session of the user ends and the answer is a fresh one, which
     * becomes this page's (docs/decisions/0430-change-password.md); wrong current passwords are throttled (429).
     */
    changePassword: build.mutation<Session, PasswordChange>({
      queryFn: sessionAnswer((body) => ({ endpoint: authRoutes.changePassword, body })),
    }),
  }),
});

/** The log-in form's hook is here too: it loads with the form. */
export const { useLoginMutation } = sessionApi;
export const {
  useRegisterMutation,
  useForgottenPasswordMutation,
  useResetPasswordMutation,
  useUpdateUserMutation,
  useChangePasswordMutation,
} = accountFormsApi;
