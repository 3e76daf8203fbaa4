// Shapes of an order: what a checked-out basket became, with a line per item (a type discriminator per kind).
import { z } from 'zod';
import { id, isoDate, isoDateTime, money, paymentType, slug, source } from '../common.ts';
import { sessionRefSchema, sessionVenueSchema } from './activitySchemas.ts';
import { lessonBlockKind } from './lessonsSchemas.ts';

const orderLineBase = {
  id,
  name: z.string(),
  description: z.string(),
  /** Includes VAT. */
  price: money,
  /** The VAT part of price. */
  tax: money,
  purchasedForUserId: id,
  /**
   * A receipt may be printed for it at front of house, as its basket item said (docs/decisions/0621). The sandbox
   * sends it on every line; optional so that a line's own details (a membership's, written by the checkout) need
   * not name it, and an answer without it prints no receipt.
   */
  enablePrintReceipt: z.boolean().optional(),
};

export const sessionOrderItemSchema = z.object({
  ...orderLineBase,
  type: z.literal('session'),
  attendeeName: z.string(),
  pricingOptionName: z.string(),
  /** The booking this line made; null once it no longer exists. */
  bookingId: id.nullable(),
  session: sessionRefSchema,
});

export const orderFeeType = z.enum(['joining', 'base', 'pro-rata', 'month-in-hand', 'discount', 'other']);

/** A membership line (docs/product/joining.md §3 Order): what the confirmation page summarises. */
export const membershipOrderItemSchema = z.object({
  ...orderLineBase,
  type: z.literal('membership'),
  friendlyName: z.string(),
  membershipTypeId: id,
  homeVenue: sessionVenueSchema,
  requiresEligibility: z.boolean(),
  paymentOption: z.object({
    id,
    paymentType,
    name: z.string(),
    fixedDuration: z.number().int().positive().nullable(),
    fixedPeriod: z.string().nullable(),
  }),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  categories: z.array(z.object({ id, name: z.string() })),
  baseFee: money,
  fees: z.array(z.object({ label: z.string(), price: money, type: orderFeeType })),
  /** Recurring: the day the first Direct Debit collection (of baseFee) is taken; null for a fixed option. */
  firstCollectionDate: isoDate.nullable(),
  /** This order set up a new Direct Debit instruction (docs/product/joining.md §4 "Direct debit mandate"); the confirmation page notes it. */
  newDirectDebitMandate: z.boolean(),
});

/** A block of lessons paid by card (docs/decisions/0599): the place it made or extended. */
export const lessonBlockOrderItemSchema = z.object({
  ...orderLineBase,
  type: z.literal('lessonBlock'),
  attendeeName: z.string(),
  lessonBlock: z.object({
    classId: id,
    kind: lessonBlockKind,
    lessons: z.number().int().positive(),
    firstLessonOn: isoDate,
    lastLessonOn: isoDate,
    topUp: z.boolean(),
    /** The learner's place in the class. */
    enrolmentId: id,
  }),
});

export const orderItemSchema = z.discriminatedUnion('type', [
  sessionOrderItemSchema,
  membershipOrderItemSchema,
  lessonBlockOrderItemSchema,
]);
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderTenderTypeSchema = z.enum([
  'card',
  'cash',
  'offline-voucher',
  'cheque',
  'credit',
  'membership-credit',
]);

/** One tender of the order (a card is a tender of its own), in what it paid. */
export const orderPaymentSchema = z.object({
  tenderType: orderTenderTypeSchema,
  amount: money,
  /** A card payment's last four digits when the card is known; null otherwise (and for every other tender). */
  lastFourDigits: z.string().nullable(),
});

/** customer: the customer checked out themself; staff: a member of staff placed it for them at the desk. */
export const orderPlacedBySchema = z.enum(['customer', 'staff']);

/** activity: sessions only; membership (joining), membership-change, membership-renewal; mixed: several kinds. */
export const orderTypeSchema = z.enum(['activity', 'membership', 'membership-change', 'membership-renewal', 'mixed']);
export type OrderTypeName = z.infer<typeof orderTypeSchema>;

export const orderSchema = z.object({
  id,
  /** Shown to customers and staff, e.g. BW-000123. */
  reference: z.string(),
  status: z.literal('complete'),
  orderType: orderTypeSchema,
  /** The operator's brand name (the analytics transaction event's affiliation). */
  brand: z.string(),
  /** The venue brand of the order's first item, when it has one. */
  venue: z.object({ id, slug, name: z.string() }).nullable(),
  items: z.array(orderItemSchema),
  subTotal: money,
  tax: money,
  total: money,
  payments: z.array(orderPaymentSchema),
  /** The customer it is for (the receipt's customer). */
  customer: z.object({ id, name: z.string() }),
  placedBy: orderPlacedBySchema,
  source,
  placedAt: isoDateTime,
  /**
   * The address the order's confirmation email went to (the customer's own); null when none was sent
   * (docs/decisions/0027, 0033).
   */
  confirmationEmailTo: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
