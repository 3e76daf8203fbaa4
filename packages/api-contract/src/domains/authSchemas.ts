// Schemas of the auth domain: the user, sessions, password rules, data fields and account terms.
import { z } from 'zod';
import { id, isoDateTime, slug } from '../common.ts';

/* ---------- Users ---------- */

export const userRole = z.enum(['customer', 'staff']);

export const userSchema = z.object({
  id,
  /** The customer ID printed on cards and used to log in. */
  reference: z.string(),
  role: userRole,
  /** Staff who may read the audit trail (docs/decisions/0601-staff-audit-trail.md); absent or false otherwise. */
  isManager: z.boolean().optional(),
  /**
   * Staff who teach lessons (a lesson teacher, docs/decisions/0596-teachers-at-poolside.md): the staff bar links their
   * day's classes and they land on them after logging in; absent or false otherwise.
   */
  teaches: z.boolean().optional(),
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
  membershipUser: z.object({ id, venue: z.object({ id, slug, name: z.string() }) }).nullable(),
  /** Account credit in minor units. */
  credit: z.object({ balance: z.number().int(), formatted: z.string() }),
  /** An active Direct Debit instruction exists: new monthly memberships use it and its billing day. */
  hasInstruction: z.boolean(),
  hasBillingDate: z.boolean(),
  billingDay: z.number().int().min(1).max(28).nullable(),
  /** The identity/eligibility document on file; null when none is held. */
  documentExpiry: z.object({ documentExpiringSoon: z.boolean(), daysToExpiry: z.number().int() }).nullable(),
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

/* ---------- Passwords (docs/product/joining.md §5): zod-free, for forms too ---------- */

export * from './passwordRules.ts';

/* ---------- Data fields (docs/product/joining.md §3) ---------- */

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
