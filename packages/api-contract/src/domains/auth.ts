// Authentication, users, data fields and registration terms.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { id, isoDateTime, ok, slug, source } from '../common.ts';

/* ---------- Users ---------- */

export const userRole = z.enum(['customer', 'staff']);

export const userSchema = z.object({
  id,
  /** The customer ID printed on cards and used to log in. */
  reference: z.string(),
  role: userRole,
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  phone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  town: z.string().nullable(),
  postcode: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  marketingOptIn: z.boolean(),
  homeVenueId: id.nullable(),
  homeVenueSlug: slug.nullable(),
  hasOutstandingPenalties: z.boolean(),
  /** The person memberships are held by (here: the user themself) and their home venue; null without one. */
  membershipUser: z
    .object({ id, venue: z.object({ id, slug, name: z.string() }) })
    .nullable(),
  /** Account credit in minor units. */
  credit: z.object({ balance: z.number().int(), formatted: z.string() }),
  /** An active Direct Debit instruction exists: new monthly memberships use it and its billing day. */
  hasInstruction: z.boolean(),
  hasBillingDate: z.boolean(),
  billingDay: z.number().int().min(1).max(28).nullable(),
  /** The identity/eligibility document on file; null when none is held. */
  documentExpiry: z
    .object({ documentExpiringSoon: z.boolean(), daysToExpiry: z.number().int() })
    .nullable(),
  membershipDocumentUploadRequired: z.boolean(),
  profilePhoto: z.string().nullable(),
  currencySymbol: z.string(),
  /** Which onboarding form the user last completed (e.g. membership_purchase). */
  onboardingType: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** A logged-in session: the opaque token to send as `Authorization: Bearer …`, when it lapses, and who it is. */
export const sessionSchema = z.object({
  token: z.string(),
  expiresAt: isoDateTime,
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/* ---------- Passwords (spec 02 §5) ---------- */

/** The password rules, shared so that forms can show the same guidance the server enforces. */
export const passwordRules: readonly { test: (password: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= 8, message: 'The password must be at least 8 characters.' },
  { test: (p) => /\p{Ll}/u.test(p), message: 'The password must contain at least one lowercase letter.' },
  { test: (p) => /\p{Lu}/u.test(p), message: 'The password must contain at least one uppercase letter.' },
  { test: (p) => /\p{Nd}/u.test(p), message: 'The password must contain at least one number.' },
  { test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p), message: 'The password must contain at least one special character.' },
];

export function passwordProblems(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export const passwordConfirmationMismatch = 'The password confirmation does not match the password.';

/* ---------- Data fields (spec 02 §3) ---------- */

export const onboardingType = z.enum(['customer_account_online', 'membership_purchase']);
export type OnboardingType = z.infer<typeof onboardingType>;

export const dataFieldType = z.enum(['text', 'number', 'select', 'multi_select', 'date', 'checkbox']);
export type DataFieldType = z.infer<typeof dataFieldType>;

/** One answer: text, number, date (YYYY-MM-DD) and select as a string or number, multi_select a list, checkbox a boolean. */
export const dataFieldAnswer = z.union([
  z.string().max(500),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(100)).max(50),
  z.null(),
]);
export type DataFieldAnswer = z.infer<typeof dataFieldAnswer>;

export const dataFieldSchema = z.object({
  /** Key of the answer in the submitted answers. */
  name: z.string(),
  /** Dotted path of the answer in the request body; server messages for the field come back under it. */
  path: z.string(),
  label: z.string(),
  type: dataFieldType,
  placeholder: z.string().nullable(),
  isRequired: z.boolean(),
  /** False: the user may not change this answer online (the label is greyed). */
  isAuthorised: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  htmlAttributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  metadata: z.object({ description: z.string().nullable() }),
  /** The stored answer when a user is logged in, otherwise null. */
  answer: dataFieldAnswer,
});
export type DataField = z.infer<typeof dataFieldSchema>;

export const dataFieldSectionSchema = z.object({
  sectionName: z.string(),
  sectionReference: z.string(),
  sectionFields: z.array(dataFieldSchema),
});
export type DataFieldSection = z.infer<typeof dataFieldSectionSchema>;

export const dataFieldsSchema = z.object({
  sections: z.array(dataFieldSectionSchema),
  /** Send back as `_checksum` with the answers: proves they answer this version of the form. */
  checksum: z.string(),
});
export type DataFields = z.infer<typeof dataFieldsSchema>;

/** Answers keyed by field name, plus the checksum the form came with. Keys starting with "_" are never re-cased. */
export const dataFieldAnswers = z
  .object({ _checksum: z.string().max(200) })
  .catchall(dataFieldAnswer)
  .refine((answers) => Object.keys(answers).length <= 100, 'Too many answers.');
export type DataFieldAnswers = z.infer<typeof dataFieldAnswers>;

/* ---------- Terms ---------- */

export const accountTermsSchema = z.object({ id, title: z.string(), html: z.string() });
export type AccountTerms = z.infer<typeof accountTermsSchema>;

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
  getDataFields: defineEndpoint({
    id: 'getDataFields',
    method: 'GET',
    path: '/data-fields',
    tag: 'Auth',
    summary: 'The questions of an onboarding form, in sections, with a checksum (and the stored answers when logged in)',
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
