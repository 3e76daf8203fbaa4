// Changing the member's Direct Debit from the account, without phoning anyone: new bank details (the same checks
// as joining) or a new billing day with the next collection worked out first (docs/decisions/0460-0462).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  bankDetailsChangeBodySchema,
  billingDayBodySchema,
  billingDayChangeQuoteSchema,
  billingDayInput,
  directDebitChangeResultSchema,
  myDirectDebitSchema,
} from './directDebitSchemas.ts';

export * from './directDebitSchemas.ts';

const noInstruction = 'A customer without a Direct Debit instruction is 409 ("You do not have a Direct Debit").';

export const directDebitEndpoints = {
  getMyDirectDebit: defineEndpoint({
    id: 'getMyDirectDebit',
    method: 'GET',
    path: '/my-account/direct-debit',
    tag: 'My account',
    summary: 'The customer’s Direct Debit: masked account, sort code, holder, billing day and the next collection',
    description: 'A customer without a Direct Debit gets `instruction: null`.',
    auth: 'customer',
    response: myDirectDebitSchema,
  }),
  quoteMyBillingDayChange: defineEndpoint({
    id: 'quoteMyBillingDayChange',
    method: 'GET',
    path: '/my-account/direct-debit/billing-day-quote',
    tag: 'My account',
    summary: 'What a new billing day does: any collection still going ahead, and the first on the new day',
    description:
      `A day outside 1–28 or the current day is 422 on billingDay. ${noInstruction} Nothing changes ` +
      '(docs/decisions/0460).',
    auth: 'customer',
    query: z.object({ billingDay: z.coerce.number().pipe(billingDayInput) }),
    response: billingDayChangeQuoteSchema,
    errors: [409, 422],
  }),
  changeMyBillingDay: defineEndpoint({
    id: 'changeMyBillingDay',
    method: 'PUT',
    path: '/my-account/direct-debit/billing-day',
    tag: 'My account',
    summary: 'Moves the Direct Debit to a new billing day; the user and their memberships follow',
    description:
      `The same refusals as the quote. ${noInstruction} An email confirms the first collection on the new day ` +
      '(advance notice).',
    auth: 'customer',
    body: billingDayBodySchema,
    response: directDebitChangeResultSchema,
    errors: [409, 422],
  }),
  changeMyBankDetails: defineEndpoint({
    id: 'changeMyBankDetails',
    method: 'PUT',
    path: '/my-account/direct-debit/bank-details',
    tag: 'My account',
    summary: 'Replaces the Direct Debit’s bank details, checked as joining checks them',
    description:
      'Messages on accountHolder, ddTermsAccepted, accountDetails (the modulus check), accountDetails.sortCode, ' +
      `accountDetails.accountNumber and accountDetails.billing* (422). ${noInstruction} An email confirms the ` +
      'first collection from the new account.',
    auth: 'customer',
    body: bankDetailsChangeBodySchema,
    response: directDebitChangeResultSchema,
    errors: [409, 422],
  }),
};
