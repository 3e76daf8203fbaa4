// Shapes of the my-account pages (account.ts): packages, guest passes, payments history, saved cards.
import { z } from 'zod';
import { id, isoDate, isoDateTime, money, slug } from '../common.ts';
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
