// Authentication, users, data fields and registration terms.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ok, source } from '../common.ts';
import {
  accountTermsSchema,
  dataFieldAnswers,
  dataFieldsSchema,
  onboardingType,
  sessionSchema,
  userSchema,
} from './authSchemas.ts';

export * from './authSchemas.ts';

/* ---------- Endpoints ---------- */

const username = z.string().trim().min(1, 'Enter your email address or customer ID.').max(254);

export const authEndpoints = {
  login: defineEndpoint({
    id: 'login',
    method: 'POST',
    path: '/auth/customer/login',
    tag: 'Auth',
    summary: 'Log in with an email address or customer ID and a password',
    description:
      'Wrong passwords and unknown users get the same 422 message. After 5 failures in 15 minutes an account ' +
      '(or an unknown username) is locked for the rest of that window: 429 with Retry-After, even for the right ' +
      'password. An email shared by several accounts with a right password answers 422 asking for the customer ID.',
    auth: 'none',
    body: z.object({
      username,
      password: z.string().min(1, 'Enter your password.').max(200),
    }),
    response: sessionSchema,
    errors: [422, 429],
  }),
  logout: defineEndpoint({
    id: 'logout',
    method: 'POST',
    path: '/auth/logout',
    tag: 'Auth',
    summary: 'Log out: the token stops working',
    auth: 'customer',
    response: ok,
  }),
  getUser: defineEndpoint({
    id: 'getUser',
    method: 'GET',
    path: '/auth/user',
    tag: 'Auth',
    summary: 'The logged-in user',
    auth: 'customer',
    response: userSchema,
  }),
  register: defineEndpoint({
    id: 'register',
    method: 'POST',
    path: '/auth/customer/register',
    tag: 'Auth',
    summary: 'Create a customer account from the registration data fields, and log it in',
    description:
      'Field messages come back under `data_fields.<name>`, `password`, `password_confirmation` and `terms_accepted`.',
    auth: 'none',
    query: z.object({ onboardingType: z.literal('customer_account_online').default('customer_account_online') }),
    body: z.object({
      clientId: z.coerce.number().int().positive().max(2_147_483_647),
      source,
      dataFields: dataFieldAnswers,
      password: z.string().max(200),
      passwordConfirmation: z.string().max(200),
      termsAccepted: z.boolean(),
    }),
    response: sessionSchema,
    successStatus: 201,
    errors: [422],
  }),
  forgottenPassword: defineEndpoint({
    id: 'forgottenPassword',
    method: 'POST',
    path: '/auth/customer/forgotten-password',
    tag: 'Auth',
    summary: 'Email a password-reset link',
    description:
      'Answers the same neutral message whether or not an account matches. An email linked to more than one ' +
      'account answers 422 with a message starting "Multiple": ask for the customer ID instead.',
    auth: 'none',
    body: z.object({ emailOrReference: z.string().trim().min(1, 'Enter your email address or customer ID.').max(254) }),
    response: z.object({ message: z.string() }),
    errors: [422],
  }),
  requestCustomerIds: defineEndpoint({
    id: 'requestCustomerIds',
    method: 'POST',
    path: '/auth/customer-ids',
    tag: 'Auth',
    summary: 'Email the customer IDs and names of the accounts that log in with an email address',
    description:
      'For an email several accounts share (log-in by it asks for the customer ID). Always the same 202 answer, ' +
      'whether or not any account has the address; the email, if any, goes to that address only. Throttled per ' +
      'address: 429 with Retry-After after 3 requests in an hour (docs/decisions/0313-households.md).',
    auth: 'none',
    body: z.object({
      email: z
        .string()
        .trim()
        .min(1, 'Enter your email address.')
        .max(254, 'The email address must be 254 characters or fewer.')
        .refine((value) => z.email().safeParse(value).success, 'Enter a valid email address, like name@example.com.'),
    }),
    response: z.object({ message: z.string() }),
    successStatus: 202,
    errors: [422, 429],
  }),
  resetPassword: defineEndpoint({
    id: 'resetPassword',
    method: 'POST',
    path: '/auth/customer/reset-password',
    tag: 'Auth',
    summary: 'Set a new password with the token from a reset email, and log in',
    auth: 'none',
    body: z.object({
      token: z.string().min(1).max(200),
      password: z.string().max(200),
      passwordConfirmation: z.string().max(200),
    }),
    response: sessionSchema,
    errors: [422],
  }),
  updateUser: defineEndpoint({
    id: 'updateUser',
    method: 'PUT',
    path: '/my-account/user/update',
    tag: 'Auth',
    summary: "Save answers to an onboarding type's data fields; empty answers leave stored values alone",
    auth: 'customer',
    query: z.object({ onboardingType: onboardingType.default('membership_purchase') }),
    body: dataFieldAnswers,
    response: sessionSchema,
    errors: [422],
  }),
  changePassword: defineEndpoint({
    id: 'changePassword',
    method: 'POST',
    path: '/my-account/user/change-password',
    tag: 'Auth',
    summary: 'Change the password, knowing the current one: other sessions end, this one goes on with a new token',
    description:
      'A wrong current password is 422 under `current_password`; the new password follows the password rules ' +
      '(`password`) and must be repeated (`password_confirmation`). Wrong current passwords are throttled like ' +
      'log-ins: after 5 in 15 minutes the account answers 429 with Retry-After, even for the right one. On success ' +
      'every session of the user ends, the caller gets a fresh one in the answer, and a "password changed" email ' +
      'is sent (docs/decisions/0430-change-password.md).',
    auth: 'customer',
    body: z.object({
      currentPassword: z.string().max(200),
      password: z.string().max(200),
      passwordConfirmation: z.string().max(200),
    }),
    response: sessionSchema,
    errors: [422, 429],
  }),
  getDataFields: defineEndpoint({
    id: 'getDataFields',
    method: 'GET',
    path: '/data-fields',
    tag: 'Auth',
    summary:
      'The questions of an onboarding form, in sections, with a checksum (and the stored answers when logged in)',
    description: '`membership_purchase` needs a logged-in user.',
    auth: 'optional',
    query: z.object({ onboardingType }),
    response: dataFieldsSchema,
    errors: [401],
  }),
  getAccountTerms: defineEndpoint({
    id: 'getAccountTerms',
    method: 'GET',
    path: '/terms/account',
    tag: 'Auth',
    summary: 'The terms and conditions a new account agrees to',
    auth: 'none',
    response: accountTermsSchema,
  }),
};
