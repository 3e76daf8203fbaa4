// Shapes of the checkout cart (basket): its items, totals, credits, offline payments and the requests that change it.
import { z } from 'zod';
import { id, isoDate, isoDateTime, money, tenderType } from '../common.ts';
import { sessionRefSchema } from './activitySchemas.ts';
import { lessonBlockKind } from './lessonsSchemas.ts';

const person = z.object({ id, name: z.string() });

export const appliedBenefitSchema = z.object({
  /** The membership benefit (entitlement) used. */
  id,
  name: z.string(),
  description: z.string(),
});

export const appliedPackageUsageSchema = z.object({
  /** The package (entitlement) a use is taken from. */
  id,
  name: z.string(),
  /** Uses left after this basket; null when unlimited. */
  usesLeft: z.number().int().nonnegative().nullable(),
});

/** A place on a session for one attendee, held until `heldUntil`. */
export const sessionCartItemSchema = z.object({
  id,
  type: z.literal('session'),
  name: z.string(),
  /** e.g. "Tue 10 Mar, 18:00–18:45 · Studio 1 · Salford Quays Leisure Centre" */
  description: z.string(),
  /** Position in the basket (items are ordered by when their session starts). */
  sortBy: z.number().int().nonnegative(),
  /** A receipt can be printed for it at front of house (anything with a price). */
  enablePrintReceipt: z.boolean(),
  session: sessionRefSchema,
  pricingOption: z.object({ id, name: z.string(), price: money }),
  /** What is charged: the option's price, or £0 with a benefit or package use applied. Includes VAT. */
  price: money,
  /** The VAT part of `price`. */
  tax: money,
  appliedBenefit: appliedBenefitSchema.nullable(),
  appliedPackageUsage: appliedPackageUsageSchema.nullable(),
  purchasedForUserId: id,
  attendee: person,
  heldUntil: isoDateTime,
});
export type SessionCartItem = z.infer<typeof sessionCartItemSchema>;

/**
 * A block of lessons paid by card for a learner (docs/decisions/0599-lesson-blocks-by-card.md): the class place is
 * held until `heldUntil`, like a session's; checking out makes the place (or, topping up, extends it).
 */
export const lessonBlockCartItemSchema = z.object({
  id,
  type: z.literal('lessonBlock'),
  /** "Swimming Stage 3 · Saturday 09:30". */
  name: z.string(),
  /** "The rest of Spring term 2027: 10 lessons, 9 January to 27 March 2027 · Islington Leisure Centre". */
  description: z.string(),
  sortBy: z.number().int().nonnegative(),
  enablePrintReceipt: z.boolean(),
  lessonBlock: z.object({
    classId: id,
    kind: lessonBlockKind,
    lessons: z.number().int().positive(),
    firstLessonOn: isoDate,
    lastLessonOn: isoDate,
    /** Ten more lessons for a place the learner already has. */
    topUp: z.boolean(),
  }),
  price: money,
  tax: money,
  purchasedForUserId: id,
  attendee: person,
  heldUntil: isoDateTime,
});
export type LessonBlockCartItem = z.infer<typeof lessonBlockCartItemSchema>;

/** Basket lines by type. */
export const cartItemSchema = z.discriminatedUnion('type', [sessionCartItemSchema, lessonBlockCartItemSchema]);
export type CartItem = z.infer<typeof cartItemSchema>;

/** Amounts in pence. Prices include VAT at 20%: taxTotal is the VAT part of total, subTotal the rest. */
export const cartTotalsSchema = z.object({
  total: z.number().int().nonnegative(),
  taxTotal: z.number().int().nonnegative(),
  subTotal: z.number().int().nonnegative(),
  /** Still to pay: total less the payments put against the basket. */
  balance: z.number().int().nonnegative(),
  itemCount: z.number().int().nonnegative(),
  formattedTotal: z.string(),
  formattedTaxTotal: z.string(),
  formattedSubTotal: z.string(),
  formattedBalance: z.string(),
});

/** Credit the basket's customer holds, and how much of it this basket could use. */
export const creditPoolSchema = z.object({
  totalAvailable: z.number().int().nonnegative(),
  maxApplicable: z.number().int().nonnegative(),
});

export const cartCreditsSchema = z.object({
  /** Credit that comes with a membership; it pays for activity bookings only. */
  membership: creditPoolSchema,
  /** Account credit (refunds, goodwill); it pays for anything. */
  general: creditPoolSchema,
});

/** An offline tender (or credit) put against the basket, in pence. */
export const cartPaymentSchema = z.object({ tenderType, amount: z.number().int().positive() });
export type CartPayment = z.infer<typeof cartPaymentSchema>;

export const attendeeWaiverSchema = z.object({
  attendee: person,
  waiver: z.object({ id, title: z.string(), html: z.string() }),
  /** The basket's activities that need it. */
  activityNames: z.array(z.string()),
});

export const cartSchema = z.object({
  id,
  uuid: z.string().uuid(),
  items: z.array(cartItemSchema),
  totals: cartTotalsSchema,
  credits: cartCreditsSchema,
  payments: z.array(cartPaymentSchema),
  /** Waivers attendees must agree to at checkout (send them back as completed waivers). */
  attendeeWaiversRequired: z.array(attendeeWaiverSchema),
  /** The customer this basket is for. */
  selectedUserId: id,
  /** The order the last checkout of this basket created; null until then and once a new basket starts. */
  completeOrderId: id.nullable(),
  /** When the first held place is released; null for an empty basket. */
  expiresAt: isoDateTime.nullable(),
  /** How many more times "Keep my places" (extendCartHolds) may add 15 minutes to the holds: 2, 1 or 0. */
  holdExtensionsLeft: z.number().int().min(0).max(2),
  /** Messages about this answer, e.g. a place released because its hold ran out. */
  notices: z.array(z.string()),
});
export type Cart = z.infer<typeof cartSchema>;

/** A session to add: `id` is the session's id. The attendee defaults to the basket's customer. */
export const sessionToAddSchema = z.object({
  type: z.literal('session'),
  id,
  pricingOptionId: id,
  purchasedForUserId: id.nullish(),
});

/** A block of lessons by card (docs/decisions/0599): the class's own block, for a household member. */
export const lessonBlockToAddSchema = z.object({
  type: z.literal('lessonBlock'),
  classId: id,
  learnerId: id,
});

export const cartAddBodySchema = z.object({
  items: z
    .array(z.discriminatedUnion('type', [sessionToAddSchema, lessonBlockToAddSchema]))
    .min(1, 'Choose something to add.')
    .max(10, 'Add up to 10 items at a time.'),
  /** The logged-in user's own id (auth/user's membershipUser.id); when sent it must be the caller or the customer. */
  membershipUserId: id.nullish(),
  selectedUserId: id.nullish(),
});

export const cartRemoveBodySchema = z.object({
  cartItemIds: z.array(id).min(1, 'Choose an item to remove.').max(50),
});

export const cartItemUpdateBodySchema = z.object({
  options: z
    .object({ pricingOptionId: id.optional(), purchasedForUserId: id.optional() })
    .refine((options) => options.pricingOptionId !== undefined || options.purchasedForUserId !== undefined, {
      message: 'Choose a new price or attendee.',
    }),
  selectedUserId: id.nullish(),
});

export const cartPaymentBodySchema = z.object({
  tenderType,
  /** Pence. Replaces a payment of the same tender type; 0 or less removes it. */
  amount: z.number().int().min(-10_000_000).max(10_000_000),
  selectedUserId: id.nullish(),
});

/** "Keep my places": the customer is the query's or the body's `selectedUserId` (either may be sent). */
export const cartExtendHoldsBodySchema = z.object({ selectedUserId: id.nullish() });
