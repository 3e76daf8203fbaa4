// Shapes of online joining (joining.ts): the membership being bought, and the joining cart it is stored as.
import { z } from 'zod';
import { id, idParam, isoDate, isoDateTime, paymentType, slug } from '../common.ts';
import {
  coverage,
  dateInput,
  eligibilitySchema,
  fixedPeriod,
  membershipCategorySchema,
  membershipCostsSchema,
} from './membershipSchemas.ts';

const text = (max: number) => z.string().max(max, `Keep this under ${max} characters.`);

/** Bank details for a new Direct Debit. Checked by the server (format, then Vocalink's modulus check). */
export const accountDetailsInputSchema = z.object({
  /** Six digits; spaces and dashes are accepted ("30-94-30"). */
  sortCode: text(20).nullable().optional(),
  /** Usually eight digits; six to ten are accepted and standardised by Vocalink's rules. */
  accountNumber: text(20).nullable().optional(),
  billingAddressLineOne: text(120).nullable().optional(),
  billingAddressLineTwo: text(120).nullable().optional(),
  billingCity: text(80).nullable().optional(),
  billingPostcode: text(12).nullable().optional(),
});

/**
 * The membership being bought ("membership details being built"). Every field is optional in shape so that the
 * server can answer a missing one with a message on the spec's field key (homeVenueId, membershipTypeId,
 * startDate, billingDay, accountDetails, accountDetails.sortCode, accountDetails.accountNumber).
 */
export const membershipDetailsSchema = z.object({
  homeVenueId: id.nullable().optional(),
  membershipTypeId: id.nullable().optional(),
  paymentOptionId: id.nullable().optional(),
  startDate: dateInput.nullable().optional(),
  billingDay: z
    .number()
    .int('Choose a billing day between the 1st and the 28th.')
    .min(1, 'Choose a billing day between the 1st and the 28th.')
    .max(28, 'Choose a billing day between the 1st and the 28th.')
    .nullable()
    .optional(),
  promotionCodeId: id.nullable().optional(),
  accountHolder: text(100).nullable().optional(),
  ddTermsAccepted: z.boolean().nullable().optional(),
  accountDetails: accountDetailsInputSchema.nullable().optional(),
});
export type MembershipDetails = z.infer<typeof membershipDetailsSchema>;

/** Front of house: the customer the joining cart is for (staff only; docs/decisions/0602-joining-at-the-desk.md). */
const selectedUser = { selectedUserId: id.nullish() };
export const storeJoiningCartBodySchema = membershipDetailsSchema.extend(selectedUser);
export const joiningCartQuery = z.object({ selectedUserId: idParam.optional() });

export const cartKind = z.enum(['new', 'change', 'renewal']);

export const joiningCartSchema = z.object({
  cartId: id,
  /** A new membership, a change of an existing one, or a renewal. */
  kind: cartKind,
  changesMembershipId: id.nullable(),
  renewsMembershipId: id.nullable(),
  homeVenue: z.object({ id, slug, name: z.string(), ddProviderNeedsBillingAddress: z.boolean() }),
  membershipType: z.object({
    id,
    slug,
    name: z.string(),
    categories: z.array(membershipCategorySchema),
    coverage,
    eligibility: eligibilitySchema.nullable(),
  }),
  paymentOption: z.object({
    id,
    name: z.string(),
    paymentType,
    fixedDuration: z.number().int().positive().nullable(),
    fixedPeriod: fixedPeriod.nullable(),
    globalBasePrice: z.string(),
    /** Costs for the cart's start date; for a change, what is due now for the change. */
    costs: membershipCostsSchema,
  }),
  /** For a change: how the new price compares with the old one. */
  differenceToOldMembership: z.string().nullable(),
  startDate: isoDate,
  billingDay: z.number().int().min(1).max(28).nullable(),
  promotion: z.object({ id, code: z.string(), name: z.string() }).nullable(),
  accountHolder: z.string().nullable(),
  /** Stored bank details, never the full account number. */
  accountDetails: z
    .object({
      sortCode: z.string(),
      /** The bank the sort code belongs to, where its leading digits say (decision 0206); else null. */
      bankName: z.string().nullable(),
      maskedAccountNumber: z.string(),
      billingAddressLineOne: z.string().nullable(),
      billingAddressLineTwo: z.string().nullable(),
      billingCity: z.string().nullable(),
      billingPostcode: z.string().nullable(),
    })
    .nullable(),
  ddTermsAccepted: z.boolean(),
  /** The membership asks additional questions. */
  hasQuestions: z.boolean(),
  /** Every required additional question has an answer. */
  answersComplete: z.boolean(),
  /** A recurring option bought by a user with no Direct Debit instruction: a new mandate will be set up. */
  requiresNewMandate: z.boolean(),
  /** Proof of eligibility must be uploaded after purchase. */
  requiresEligibilityProof: z.boolean(),
  updatedAt: isoDateTime,
});
export type JoiningCart = z.infer<typeof joiningCartSchema>;
