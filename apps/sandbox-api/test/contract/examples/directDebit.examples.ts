import { contract } from '@leisure/api-contract';
import { examplesOf, type ContractExample } from '../contractExample.ts';

const { directDebit } = contract;

/** Alex Morgan's change of bank details, the Direct Debit terms accepted, to this sort code and account number. */
const newBankDetails = (sortCode: string, accountNumber: string) => ({
  body: { accountHolder: 'Alex Morgan', ddTermsAccepted: true, accountDetails: { sortCode, accountNumber } },
});

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
      request: () => newBankDetails('10-79-99', '88837491'),
    },
    {
      name: 'a sort code and account number that do not belong together',
      as: 'memberWithDirectDebit',
      request: () => newBankDetails('118765', '64371388'),
      status: 422,
    },
  ),
];
