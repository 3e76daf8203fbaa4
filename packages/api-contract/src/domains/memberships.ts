import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { id, idParam } from '../common.ts';
import {
  changeCostsSchema,
  checkoutTermSchema,
  dateInput,
  heldMembershipSchema,
  membershipCostsSchema,
  membershipTypeSchema,
  startsAtSchema,
  termSchema,
} from './membershipSchemas.ts';
import { answersBodySchema, questionGroupSchema, savedAnswersSchema } from './customQuestionSchemas.ts';
import { joiningCartSchema, membershipDetailsSchema } from './joiningSchemas.ts';

export * from './membershipSchemas.ts';
export * from './customQuestionSchemas.ts';

// Membership types, costs, promotions, change and renew, custom questions, membership terms, members' memberships.

const billingDayQuery = z.coerce
  .number('Choose a billing day between the 1st and the 28th.')
  .int('Choose a billing day between the 1st and the 28th.')
  .min(1, 'Choose a billing day between the 1st and the 28th.')
  .max(28, 'Choose a billing day between the 1st and the 28th.');

const typeParam = z.object({ typeId: idParam });
const membershipParam = z.object({ membershipId: idParam });

export const membershipEndpoints = {
  listMembershipTypes: defineEndpoint({
    id: 'listMembershipTypes',
    method: 'GET',
    path: '/memberships/types',
    tag: 'Memberships',
    summary: 'The membership types sold at a venue, with payment options and their costs for a start of today',
    description:
      "isPurchasable reflects the logged-in user's eligibility (age on today, memberships already held); guests can " +
      "always purchase (eligibility is checked once they log in). Costs use the user's billing day, or the 1st.",
    auth: 'optional',
    query: z.object({ venueId: idParam }),
    response: z.array(membershipTypeSchema),
    errors: [404],
  }),
  getMembershipCosts: defineEndpoint({
    id: 'getMembershipCosts',
    method: 'GET',
    path: '/memberships/types/{typeId}/payment-options/{optionId}',
    tag: 'Memberships',
    summary: 'Costs of a payment option for a start date and billing day, with a promotion applied',
    description:
      'startDate defaults to today and may be at most one month ahead. billingDay (1-28) is required for a recurring ' +
      'option unless the user already has a billing date. 422 keys: startDate, billingDay, venueId, ' +
      'promotionCodeId ("Code not recognised"), incalculablePrice (no price for this user).',
    auth: 'optional',
    params: z.object({ typeId: idParam, optionId: idParam }),
    query: z.object({
      startDate: dateInput.optional(),
      billingDay: billingDayQuery.optional(),
      venueId: idParam.optional(),
      promotionCodeId: idParam.optional(),
    }),
    response: membershipCostsSchema,
    errors: [404, 422],
  }),
  validatePromotion: defineEndpoint({
    id: 'validatePromotion',
    method: 'GET',
    path: '/v1/membership-promotions/validate/{code}/{paymentOptionId}',
    tag: 'Memberships',
    summary: 'Checks a promotion code for a payment option',
    description:
      'Unknown, expired or not valid for this option: 422 with "Code not recognised" (key code). 10 codes not ' +
      'recognised within 15 minutes from one client address, or by one logged-in user, lock it: 429 with ' +
      'Retry-After and the message on code.',
    auth: 'optional',
    params: z.object({ code: z.string().trim().min(1).max(40), paymentOptionId: idParam }),
    response: z.object({ code: z.string(), id }),
    errors: [404, 422, 429],
  }),
  listChangeOptions: defineEndpoint({
    id: 'listChangeOptions',
    method: 'GET',
    path: '/memberships/{membershipId}/change',
    tag: 'Memberships',
    summary: 'What a member can change their membership to, with the costs of changing from the earliest date',
    auth: 'customer',
    params: membershipParam,
    response: z.object({
      membership: heldMembershipSchema,
      startsAt: startsAtSchema,
      membershipTypes: z.array(membershipTypeSchema),
    }),
    errors: [404, 409],
  }),
  getChangeCosts: defineEndpoint({
    id: 'getChangeCosts',
    method: 'GET',
    path: '/memberships/{membershipId}/change/{optionId}',
    tag: 'Memberships',
    summary: 'Costs of changing a membership to another payment option from a date',
    description:
      'startsAt defaults to the earliest allowed date; outside startsAt.min..max answers 422 (key startsAt).',
    auth: 'customer',
    params: z.object({ membershipId: idParam, optionId: idParam }),
    query: z.object({ startsAt: dateInput.optional() }),
    response: changeCostsSchema,
    errors: [404, 409, 422],
  }),
  storeMembershipChange: defineEndpoint({
    id: 'storeMembershipChange',
    method: 'POST',
    path: '/memberships/{membershipId}/change/store',
    tag: 'Memberships',
    summary: 'Puts a change of membership in the joining cart',
    description: 'Same body and field keys as storing a new membership; startDate must be within the change window.',
    auth: 'customer',
    params: membershipParam,
    body: membershipDetailsSchema,
    response: joiningCartSchema,
    successStatus: 201,
    errors: [404, 409, 422],
  }),
  renewMembership: defineEndpoint({
    id: 'renewMembership',
    method: 'POST',
    path: '/memberships/{membershipId}/renew',
    tag: 'Memberships',
    summary: 'Puts a renewal of a single-payment membership in the joining cart',
    description:
      'Renewable from 30 days before the end date until 60 days after it. The renewal starts the day after the ' +
      'current end date (or today once ended) and has no joining fee.',
    auth: 'customer',
    params: membershipParam,
    body: z.object({ paymentOptionId: id.nullable().optional() }),
    response: joiningCartSchema,
    successStatus: 201,
    errors: [404, 409, 422],
  }),
  getCustomQuestions: defineEndpoint({
    id: 'getCustomQuestions',
    method: 'GET',
    path: '/custom-questions/memberships/{typeId}',
    tag: 'Memberships',
    summary: 'The additional questions a membership asks, in groups (empty when it asks none)',
    auth: 'optional',
    params: typeParam,
    response: z.array(questionGroupSchema),
    errors: [404],
  }),
  saveCustomAnswers: defineEndpoint({
    id: 'saveCustomAnswers',
    method: 'POST',
    path: '/custom-questions/memberships/{typeId}',
    tag: 'Memberships',
    summary: "Saves the user's answers to a membership's questions, replacing earlier ones",
    description:
      'Each problem is reported under answers.{questionId}, e.g. "Medical conditions is required.". ' +
      '`selected_user_id` saves them for that customer: front-of-house staff only (403 otherwise).',
    auth: 'customer',
    params: typeParam,
    body: answersBodySchema,
    response: savedAnswersSchema,
    errors: [403, 404, 422],
  }),
  getDirectDebitTerms: defineEndpoint({
    id: 'getDirectDebitTerms',
    method: 'GET',
    path: '/terms/direct-debit',
    tag: 'Terms',
    summary: 'The Direct Debit terms, including the Direct Debit Guarantee',
    auth: 'optional',
    response: termSchema,
  }),
  getHealthCommitment: defineEndpoint({
    id: 'getHealthCommitment',
    method: 'GET',
    path: '/terms/membership/{typeId}/health-commitment',
    tag: 'Terms',
    summary: "A membership's health commitment statement",
    auth: 'optional',
    params: typeParam,
    response: termSchema,
    errors: [404],
  }),
  getMembershipTerms: defineEndpoint({
    id: 'getMembershipTerms',
    method: 'GET',
    path: '/terms/membership/{typeId}',
    tag: 'Terms',
    summary: "A membership's terms and conditions",
    auth: 'optional',
    params: typeParam,
    response: termSchema,
    errors: [404],
  }),
  listCheckoutTerms: defineEndpoint({
    id: 'listCheckoutTerms',
    method: 'GET',
    path: '/terms',
    tag: 'Terms',
    summary: 'The terms to agree at checkout',
    description:
      "With the cart_id of the logged-in user's joining cart, terms for its membership are added " +
      '(monthly memberships add the minimum-term agreement).',
    auth: 'optional',
    query: z.object({ cartId: idParam.optional() }),
    response: z.array(checkoutTermSchema),
  }),
  listMyMemberships: defineEndpoint({
    id: 'listMyMemberships',
    method: 'GET',
    path: '/my-account/memberships',
    tag: 'My account',
    summary: "The user's memberships, newest first",
    auth: 'customer',
    response: z.array(heldMembershipSchema),
  }),
};
