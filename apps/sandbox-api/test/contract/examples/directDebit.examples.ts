import { contract } from '@leisure/api-contract';
import { examplesOf, type ContractExample } from '../contractExample.ts';

const { directDebit } = contract;

/** Examples for changing the Direct Debit from the account (docs/decisions/0460-0462). */
export const directDebitExamples: ContractExample[] = [
  ...examplesOf(
    directDebit.getMyDirectDebit,
    { name: "a member's Direct Debit, account number masked", as: 'memberWithDirectDebit' },
    { name: 'a customer without a Direct Debit', as: 'memberWithoutDirectDebit' },
  ),
  ...examplesOf(
    directDebit.quoteMyBillingDayChange,
    {
      name: 'what moving the collections to the 3rd does',
      as: 'memberWithDirectDebit',
      request: () => ({ query: { billingDay: '3' } }),
    },
    {
      name: 'a day past the 28th',
      as: 'memberWithDirectDebit',
      request: () => ({ query: { billingDay: '31' } }),
      status: 422,
    },
  ),
  ...examplesOf(
    directDebit.changeMyBillingDay,
    {
      name: 'a customer without a Direct Debit',
      as: 'memberWithoutDirectDebit',
      request: () => ({ body: { billingDay: 3 } }),
      status: 409,
    },
    {
      name: 'collections moved to the 20th',
      as: 'memberWithDirectDebit',
      request: () => ({ body: { billingDay: 20 } }),
    },
  ),
  ...examplesOf(
    directDebit.changeMyBankDetails,
    {
      name: 'new bank details that pass the modulus check',
      as: 'memberWithDirectDebit',
      request: () => ({
        body: {
          accountHolder: 'Alex Morgan',
          ddTermsAccepted: true,
          accountDetails: { sortCode: '10-79-99', accountNumber: '88837491' },
        },
      }),
    },
    {
      name: 'a sort code and account number that do not belong together',
      as: 'memberWithDirectDebit',
      request: () => ({
        body: {
          accountHolder: 'Alex Morgan',
          ddTermsAccepted: true,
          accountDetails: { sortCode: '118765', accountNumber: '64371388' },
        },
      }),
      status: 422,
    },
  ),
];
