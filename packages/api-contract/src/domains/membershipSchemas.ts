import { z } from 'zod';
import { id, isoDate, money, paymentType, slug } from '../common.ts';
import { membershipFreezeSchema, membershipNoticeSchema } from './membershipChangeSchemas.ts';
import { iconName } from './imagerySchemas.ts';

// Shapes shared by the memberships and joining endpoints: membership types, payment options and their costs. Also the
// terms the memberships endpoints answer.

export { dateInput } from './dateInput.ts';

export const coverage = z.enum(['national', 'local', 'multi-site']);
export type Coverage = z.infer<typeof coverage>;

export const fixedPeriod = z.enum(['day', 'week', 'month', 'year']);
export type FixedPeriod = z.infer<typeof fixedPeriod>;

export const benefitFrequency = z.enum(['day', 'week', 'month', 'year', 'membership']);

export const membershipCategorySchema = z.object({ id, name: z.string() });
export type MembershipCategory = z.infer<typeof membershipCategorySchema>;

/** A venue a membership lets its holder use. */
export const accessVenueSchema = z.object({ id, name: z.string(), slug });

export const benefitSchema = z.object({
  name: z.string(),
  /** How many uses per `frequency`; null means unlimited. */
  totalUses: z.number().int().positive().nullable(),
  frequency: benefitFrequency,
  description: z.string(),
});

export const eligibilitySchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Proof (for example a student card) is asked for after purchase, uploaded from the online account. */
  requiresProof: z.boolean(),
});

export const feesSchema = z.object({
  /** The monthly price (recurring) or the full price (fixed) for this user. */
  baseFee: money,
  joiningFee: money,
  /** Part-month from the start date up to (not including) the first billing date. */
  proRataFee: money,
  /** One month paid in advance, for options that keep a month in hand. */
  monthInHandFee: money,
  /** A promotion's discount, as a positive amount taken off the total. */
  discount: money,
});
export type Fees = z.infer<typeof feesSchema>;

/**
 * What is paid and when, in words and numbers, for an all-in price ("Today £X, then £Y a month from 1 April").
 * `then` is null for a single payment.
 */
export const paymentScheduleSchema = z.object({
  today: z.object({ amount: money, covers: z.array(z.string()) }),
  then: z
    .object({
      amount: money,
      every: z.literal('month'),
      /** Date of the first Direct Debit collection. */
      from: isoDate,
      prettyFrom: z.string(),
    })
    .nullable(),
  summary: z.string(),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

export const isPurchasableSchema = z.object({
  canPurchase: z.boolean(),
  /** False when the option has no price for this user (for example no price for their age); such options are hidden by default. */
  hasPrices: z.boolean(),
  /** Why the user cannot buy it, in words for them; null when they can. */
  message: z.string().nullable(),
});
export type IsPurchasable = z.infer<typeof isPurchasableSchema>;

/** A payment option as listed: cost fields are null when the option has no price for the user (`hasPrices` false). */
export const paymentOptionSchema = z.object({
  id,
  paymentType,
  name: z.string(),
  /** For fixed options: e.g. 12 with `fixedPeriod` month. Null for recurring. */
  fixedDuration: z.number().int().positive().nullable(),
  fixedPeriod: fixedPeriod.nullable(),
  /** The standard price, formatted ("£39.99"): monthly for recurring, the full price for fixed. */
  globalBasePrice: z.string(),
  /** Whether promotion codes can be used with this option. */
  promotionEnabled: z.boolean(),
  fees: feesSchema.nullable(),
  proRataDays: z.number().int().min(0).nullable(),
  firstBillingDate: isoDate.nullable(),
  prettyFirstBillingDate: z.string().nullable(),
  totalToPayNow: money.nullable(),
  schedule: paymentScheduleSchema.nullable(),
  isPurchasable: isPurchasableSchema,
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const membershipTypeSchema = z.object({
  id,
  slug,
  name: z.string(),
  /** HTML; clients sanitise it before display. */
  description: z.string(),
  categories: z.array(membershipCategorySchema),
  coverage,
  /** Venues the membership gives access to (every venue for national coverage). */
  providesAccessTo: z.array(accessVenueSchema),
  benefits: z.array(benefitSchema),
  eligibility: eligibilitySchema.nullable(),
  paymentOptions: z.array(paymentOptionSchema),
  /** The membership card's icon (docs/decisions/0020). */
  icon: iconName,
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;

/** The costs of one payment option for a start date (and billing day), with any promotion applied. */
export const membershipCostsSchema = z.object({
  membershipTypeId: id,
  paymentOptionId: id,
  paymentType,
  fixedDuration: z.number().int().positive().nullable(),
  fixedPeriod: fixedPeriod.nullable(),
  globalBasePrice: z.string(),
  promotionEnabled: z.boolean(),
  promotion: z.object({ id, code: z.string(), name: z.string() }).nullable(),
  startDate: isoDate,
  /** Last day of a fixed membership; null for recurring. */
  endDate: isoDate.nullable(),
  billingDay: z.number().int().min(1).max(28).nullable(),
  firstBillingDate: isoDate.nullable(),
  prettyFirstBillingDate: z.string().nullable(),
  fees: feesSchema,
  proRataDays: z.number().int().min(0),
  totalToPayNow: money,
  schedule: paymentScheduleSchema,
});
export type MembershipCosts = z.infer<typeof membershipCostsSchema>;

export const startsAtSchema = z.object({ min: isoDate, max: isoDate });

export const changeCostsSchema = membershipCostsSchema.extend({
  /** e.g. "£10.00 more per month than your current membership". */
  differenceToOldMembership: z.string(),
  newMembershipPrice: money,
  totalDueNow: money.extend({
    composition: z.object({ monthInHand: money, fees: money }),
  }),
  startsAt: startsAtSchema,
});
export type ChangeCosts = z.infer<typeof changeCostsSchema>;

export const heldMembershipStatus = z.enum(['active', 'pending', 'ended']);

/** A membership a customer holds (or held), for the account pages. */
export const heldMembershipSchema = z.object({
  id,
  membershipTypeId: id,
  name: z.string(),
  /** Its membership type's icon (docs/decisions/0020). */
  icon: iconName,
  homeVenue: accessVenueSchema,
  paymentOption: z.object({ id, name: z.string(), paymentType }),
  price: money,
  status: heldMembershipStatus,
  startDate: isoDate,
  endDate: isoDate.nullable(),
  billingDay: z.number().int().min(1).max(28).nullable(),
  nextPaymentDate: isoDate.nullable(),
  /** Proof of eligibility still to be uploaded from the online account. */
  documentUploadRequired: z.boolean(),
  canChange: z.boolean(),
  canRenew: z.boolean(),
  /** The amount of the next collection (less while frozen); null with no next payment. */
  nextPaymentAmount: money.nullable(),
  /** A scheduled or current freeze (docs/decisions/0440). */
  freeze: membershipFreezeSchema.nullable(),
  /** Notice given to cancel (docs/decisions/0441). */
  notice: membershipNoticeSchema.nullable(),
  canFreeze: z.boolean(),
  canCancel: z.boolean(),
});
export type HeldMembership = z.infer<typeof heldMembershipSchema>;

export const termSchema = z.object({ id, title: z.string(), html: z.string() });
export type Term = z.infer<typeof termSchema>;
export const checkoutTermSchema = termSchema.extend({ required: z.boolean() });
export type CheckoutTerm = z.infer<typeof checkoutTermSchema>;
