// Shapes of checkout (checkout.ts): preparing, authorising and completing a payment, and paying at the desk.
import { z } from 'zod';
import { id, idParam, isoDateTime, money } from '../common.ts';
import { cartPaymentSchema } from './cartSchemas.ts';
import { savedCardSchema } from './accountSchemas.ts';

/** What is being paid for: the joining cart (online-joining) or the bookings basket. */
export const checkoutSource = z.enum(['online-joining', 'bookings']);
export type CheckoutSource = z.infer<typeof checkoutSource>;

/**
 * Offline tenders in a query string: `cash:500,cheque:1000` (tender type and pence, comma-separated), read as the
 * body's `payments`. Prepare takes them so that `amountDue` is what the card pays after them
 * (docs/decisions/0602-joining-at-the-desk.md).
 */
export const tendersQuery = z
  .string()
  .max(200)
  .transform((value, context): unknown => {
    const parts = value === '' ? [] : value.split(',');
    const payments = parts.map((part) => {
      const [tenderType, amount, ...rest] = part.split(':');
      return rest.length === 0 && amount !== undefined && /^\d{1,9}$/.test(amount)
        ? { tenderType, amount: Number(amount) }
        : null;
    });
    if (payments.some((payment) => payment === null)) {
      context.addIssue({ code: 'custom', message: 'Send payments as tender:pence, separated by commas.' });
      return z.NEVER;
    }
    return payments;
  })
  .pipe(z.array(cartPaymentSchema).max(10));

export const prepareCheckoutQuerySchema = z.object({
  source: checkoutSource,
  selectedUserId: idParam.optional(),
  /** At the desk, on the joining cart: the offline tenders taken before the card (`cash:500,cheque:1000`). */
  payments: tendersQuery.optional(),
});

export const checkoutPreparationSchema = z.object({
  /** The card provider the front end loads (the sandbox emulates Opayo Pi as `sandbox-pi`). */
  paymentProvider: z.literal('sandbox-pi'),
  /** Merchant session key: single use, expires at `expiresAt`, dead after 3 failed tokenisations. */
  sessionKey: z.string(),
  expiresAt: isoDateTime,
  mode: z.enum(['test', 'live']),
  /** The provider's script (on the provider's origin): it exposes `SandboxCardProvider.tokenise`. */
  url: z.string(),
  /** The origin card details are sent to and 3-D Secure messages come from. */
  providerOrigin: z.string(),
  /** The customer's most recent saved card, if any (it may have expired: `recentlyExpired`). */
  savedCard: savedCardSchema.nullable(),
  /** What the card will be charged: what is due less the offline tenders sent (`payments`). */
  amountDue: money,
});
export type CheckoutPreparation = z.infer<typeof checkoutPreparationSchema>;

/**
 * Staff serving a customer at the desk: the customer agreed to the required checkout terms in person, and the member
 * of staff records it as their own act (docs/decisions/0025). Sent instead of ticking the customer's `terms`, which
 * must then be empty; the order and the audit trail say staff recorded it. Refused (422) from anyone else.
 */
export const agreedAtDesk = z
  .boolean()
  .default(false)
  .describe(
    "Staff only: the customer agreed to the checkout terms at the desk (staff's own record, not the customer's tick).",
  );

export const completedWaiverSchema = z.object({ userId: id, waiverId: id });

const text = (max: number) => z.string().trim().max(max);

/**
 * The authorise body (docs/product/platform.md §7): billing details and the browser data 3-D Secure needs, the provider's card
 * identifier (never the card itself: a card number, expiry or security code in the body is refused), the cart's
 * waivers, offline payments and accepted terms.
 */
export const authoriseBodySchema = z
  .object({
    billingAddressLineOne: text(100).min(2, 'Please enter the first line of the billing address.'),
    billingAddressLineTwo: text(100).nullish(),
    billingCity: text(60).min(2, 'Please enter the town or city.'),
    billingPostcode: text(10).nullish(),
    billingFirstName: text(60).min(2, 'Please enter your first name.'),
    billingLastName: text(60).min(2, 'Please enter your last name.'),
    browserColorDepth: z.number().int().min(1).max(48),
    browserJavaEnabled: z.boolean(),
    browserJavascriptEnabled: z.boolean(),
    browserLanguage: text(35).min(2),
    browserScreenHeight: z.number().int().min(1).max(100_000),
    browserScreenWidth: z.number().int().min(1).max(100_000),
    browserTimezoneOffset: z.number().int().min(-840).max(840),
    /** From the provider's tokenise call; omit when paying with `savedCardId`. */
    cardIdentifier: z.string().min(1).max(100).nullish(),
    cardHolderName: text(45).min(3, 'Please enter the name as it appears on the card.'),
    completedWaivers: z.array(completedWaiverSchema).max(200).default([]),
    /**
     * The basket's offline payments as it holds them; on the joining cart, the tenders staff took at the desk before
     * the card, which is charged the rest (docs/decisions/0602-joining-at-the-desk.md). Customers send none.
     */
    payments: z.array(cartPaymentSchema).max(10).default([]),
    sessionKey: z.string().min(1).max(100),
    source: checkoutSource,
    selectedUserId: id.nullish(),
    /** Ids of the checkout terms the customer accepted. */
    terms: z.array(id).max(50).default([]),
    agreedAtDesk,
    saveCard: z.boolean().default(false),
    savedCardId: id.nullish(),
    // Card data must never reach our API: these keys exist only to refuse them with a field message.
    cardNumber: z.never({ error: 'Card details must be sent to the card provider, not to this API.' }).optional(),
    expiryDate: z.never({ error: 'Card details must be sent to the card provider, not to this API.' }).optional(),
    securityCode: z.never({ error: 'Card details must be sent to the card provider, not to this API.' }).optional(),
  })
  .refine((body) => Boolean(body.cardIdentifier) !== Boolean(body.savedCardId), {
    path: ['cardIdentifier'],
    message: 'Send either a card identifier or a saved card id.',
  });
export type AuthoriseBody = z.infer<typeof authoriseBodySchema>;

export const transactionStatusSchema = z.enum(['authorised', 'sca_required', 'failed']);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export const authorisationSchema = z.object({
  transactionStatus: transactionStatusSchema,
  transactionUuid: z.string(),
  /** sca_required: the bank's page, to be posted `scaData` (as hidden fields) in a frame. */
  scaUrl: z.string().optional(),
  scaData: z.record(z.string(), z.string()).optional(),
  /** failed: why, in words for the customer. */
  message: z.string().optional(),
});
export type Authorisation = z.infer<typeof authorisationSchema>;

export const completeBodySchema = z.object({
  completedWaivers: z.array(completedWaiverSchema).max(200).default([]),
  /** As authorised: on the joining cart, the same tenders as the authorise call (409 otherwise). */
  payments: z.array(cartPaymentSchema).max(10).default([]),
  source: checkoutSource,
  selectedUserId: id.nullish(),
  terms: z.array(id).max(50).default([]),
  agreedAtDesk,
  /** The authorised transaction; omitted for a free order (nothing due). */
  transactionUuid: z.string().min(1).max(64).nullish(),
});
export type CompleteBody = z.infer<typeof completeBodySchema>;

export const payAtFrontOfHouseBodySchema = z.object({
  completedWaivers: z.array(completedWaiverSchema).max(200).default([]),
  payments: z.array(cartPaymentSchema).max(10).default([]),
  /** The selected customer's bookings basket, or their joining cart (docs/decisions/0602-joining-at-the-desk.md). */
  source: checkoutSource.default('bookings'),
  selectedUserId: id,
  terms: z.array(id).max(50).default([]),
  agreedAtDesk,
});

export const completedOrderSchema = z.object({ orderId: id });
