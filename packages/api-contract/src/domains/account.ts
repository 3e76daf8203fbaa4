// My-account pages the spec leaves "not shown": packages, guest passes, payments history, saved cards.
// Designed as a leisure operator's account area (docs/decisions/0400–0404). A customer only ever sees their own.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { id, idParam, isoDate, isoDateTime, money, slug } from '../common.ts';
import { sessionRefSchema } from './activitySchemas.ts';
import { pageQueryFields, paginationMetaSchema, type PaginationMeta } from './paging.ts';
import { GUEST_NAME_MAX_LENGTH, guestNamePattern, guestPassMessages } from './guestPassRules.ts';

const venueRef = z.object({ id, slug, name: z.string() });

// ── Packages: pre-paid bundles of visits (e.g. "10 swims") with uses left ──────────────────────────────
export const packageStatus = z.enum(['active', 'used-up', 'expired']);

/**
 * One visit drawn on a package: a booking (upcoming or past), a cancelled booking that gave its use back, or a
 * place held in the basket (decision 0470).
 */
export const packageUseStatus = z.enum(['upcoming', 'past', 'cancelled', 'in-basket']);

export const packageUseSchema = z.object({
  /** The booking that took the use (my-account's Bookings pages show it); null for a place held in a basket. */
  bookingId: id.nullable(),
  session: sessionRefSchema,
  status: packageUseStatus,
});
export type PackageUse = z.infer<typeof packageUseSchema>;

export const accountPackageSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  /** Where the package can be used; null when it is valid at every venue. */
  venue: venueRef.nullable(),
  usesTotal: z.number().int().min(1),
  usesLeft: z.number().int().min(0),
  purchasedOn: isoDate,
  /** Last day it can be used; null for packages that never expire. */
  expiresOn: isoDate.nullable(),
  status: packageStatus,
  /** Every booking and basket hold that drew on it, latest session first (cancelled ones gave their use back). */
  uses: z.array(packageUseSchema),
});
export type AccountPackage = z.infer<typeof accountPackageSchema>;

// ── Guest passes: a member brings a named guest on a date, within a monthly allowance ───────────────────
export const guestPassStatus = z.enum(['upcoming', 'used', 'expired', 'cancelled']);

export const guestPassSchema = z.object({
  id,
  /** Shown at reception (and on the guest's e-mail) to admit the guest. */
  code: z.string(),
  guestFirstName: z.string(),
  guestLastName: z.string(),
  guestEmail: z.string().nullable(),
  visitDate: isoDate,
  venue: venueRef,
  status: guestPassStatus,
  issuedAt: isoDateTime,
});
export type GuestPass = z.infer<typeof guestPassSchema>;

/** The allowance of one calendar month: passes count against the month of the visit. */
export const guestPassAllowanceSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  monthlyLimit: z.number().int().min(0),
  used: z.number().int().min(0),
  remaining: z.number().int().min(0),
});

export const guestPassOverviewSchema = z.object({
  /** False when the customer's membership includes no guest passes: the page explains instead of offering the form. */
  enabled: z.boolean(),
  /** The membership the allowance comes with, for the page's explanation. */
  membershipName: z.string().nullable(),
  /** How far ahead a visit may be booked, in days. */
  bookAheadDays: z.number().int().min(0),
  /** This month and the following ones a visit can fall in. */
  allowances: z.array(guestPassAllowanceSchema),
  /** Upcoming visits first (soonest first), then past and cancelled ones (latest first). */
  passes: z.array(guestPassSchema),
});
export type GuestPassOverview = z.infer<typeof guestPassOverviewSchema>;

const personName = (label: string) =>
  z
    .string({ error: guestPassMessages.nameMissing(label) })
    .trim()
    .min(1, guestPassMessages.nameMissing(label))
    .max(GUEST_NAME_MAX_LENGTH, guestPassMessages.nameTooLong(label))
    // Empty is left to min(1) above, so an empty name gets one message, not two.
    .refine((name) => name === '' || guestNamePattern.test(name), guestPassMessages.nameLetters(label));

export const issueGuestPassBody = z.object({
  guestFirstName: personName('first name'),
  guestLastName: personName('last name'),
  /** Optional: the pass is e-mailed to the guest as well. */
  guestEmail: z
    .string()
    .trim()
    .max(254, guestPassMessages.email)
    .refine((value) => value === '' || z.email().safeParse(value).success, guestPassMessages.email)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  visitDate: isoDate,
  /** Defaults to the member's home venue. */
  venueSlug: slug.optional(),
});
export type IssueGuestPassBody = z.infer<typeof issueGuestPassBody>;

// ── Payments history ───────────────────────────────────────────────────────────────────────────────────
export const paymentMethod = z.enum(['card', 'direct-debit', 'cash']);
/** `pending`: a Direct Debit collection not yet cleared (docs/decisions/0492-pending-direct-debit-collections.md). */
export const paymentStatus = z.enum(['paid', 'pending', 'failed', 'refunded']);

export const accountPaymentSchema = z.object({
  id,
  date: isoDate,
  description: z.string(),
  amount: money,
  method: paymentMethod,
  /** e.g. "Visa ending 4242", "Direct Debit", "Cash at Leeds City Leisure Centre". */
  methodDescription: z.string(),
  status: paymentStatus,
  /** The operator's receipt or collection reference. */
  reference: z.string(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;

export { paginationMetaSchema, type PaginationMeta };

export const paymentsPageSchema = z.object({
  payments: z.array(accountPaymentSchema),
  meta: paginationMetaSchema,
});

export const paymentsQuery = z.object(pageQueryFields('Payments', 50, 10));

// ── Saved cards (docs/product/joining.md §3) ────────────────────────────────────────────────────────────────────────────────
export const cardType = z.enum(['visa', 'mastercard', 'american-express', 'maestro']);

export const savedCardSchema = z.object({
  id,
  cardType,
  lastFourDigits: z.string().regex(/^\d{4}$/),
  cardHolderName: z.string(),
  /** MM/YY */
  expiryDate: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  /** The card provider's token for reusing the card. */
  externalIdentifier: z.string(),
  /** URL of the card brand's image. */
  cardImage: z.string(),
  /** The expiry month has passed: checkout shows "Your saved card has expired…". */
  recentlyExpired: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

const idParams = z.object({ id: idParam });

export const accountEndpoints = {
  listMyPackages: defineEndpoint({
    id: 'listMyPackages',
    method: 'GET',
    path: '/my-account/packages',
    tag: 'My account',
    summary: "The customer's packages with the uses left",
    description: 'Active packages first (soonest expiry first), then used-up and expired ones.',
    auth: 'customer',
    response: z.array(accountPackageSchema),
  }),
  getMyGuestPasses: defineEndpoint({
    id: 'getMyGuestPasses',
    method: 'GET',
    path: '/my-account/guest-passes',
    tag: 'My account',
    summary: "The customer's guest passes and what is left of the monthly allowance",
    auth: 'customer',
    response: guestPassOverviewSchema,
  }),
  issueGuestPass: defineEndpoint({
    id: 'issueGuestPass',
    method: 'POST',
    path: '/my-account/guest-passes',
    tag: 'My account',
    summary: 'Issue a guest pass to a named guest for a date',
    description:
      'The visit must be today or within the booking window; each calendar month allows as many passes as the ' +
      'membership includes (cancelled passes do not count). 403 when the membership includes none.',
    auth: 'customer',
    body: issueGuestPassBody,
    response: guestPassSchema,
    successStatus: 201,
    errors: [403, 404, 409, 422],
  }),
  cancelGuestPass: defineEndpoint({
    id: 'cancelGuestPass',
    method: 'DELETE',
    path: '/my-account/guest-passes/{id}',
    tag: 'My account',
    summary: 'Cancel an upcoming guest pass (it no longer counts against the allowance)',
    auth: 'customer',
    params: idParams,
    response: guestPassSchema,
    errors: [404, 409],
  }),
  listMyPayments: defineEndpoint({
    id: 'listMyPayments',
    method: 'GET',
    path: '/my-account/payments',
    tag: 'My account',
    summary: "The customer's payments, newest first, a page at a time",
    description: 'A page past the last answers an empty list with the real totals in `meta`.',
    auth: 'customer',
    query: paymentsQuery,
    response: paymentsPageSchema,
  }),
  listSavedCards: defineEndpoint({
    id: 'listSavedCards',
    method: 'GET',
    path: '/my-account/saved-cards',
    tag: 'My account',
    summary: "The customer's saved cards (expired ones are kept for three months, flagged recentlyExpired)",
    auth: 'customer',
    response: z.array(savedCardSchema),
  }),
  deleteSavedCard: defineEndpoint({
    id: 'deleteSavedCard',
    method: 'DELETE',
    path: '/my-account/saved-cards/{id}',
    tag: 'My account',
    summary: 'Delete a saved card (details cannot be edited: save a new card at checkout instead)',
    auth: 'customer',
    params: idParams,
    response: z.object({ id, deleted: z.literal(true) }),
    errors: [404],
  }),
};
