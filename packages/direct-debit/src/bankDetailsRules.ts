import { isValid as isValidPostcode, toNormalised } from 'postcode';
import { zeroBankNumberProblems } from '@leisure/api-contract/browser';
import { isValidAccountNumber, normaliseAccountNumber } from './accountNumber.ts';
import type { BankDetails } from './bankDetails.ts';
import { passesModulusCheck } from './modulusCheck.ts';
import { isValidSortCode, normaliseSortCode } from './sortCode.ts';

/** docs/product/joining.md D11's messages, and ours for the two ticks the spec gives none for. */
export const bankDetailsMessages = {
  accountHolder: 'Enter the name on the account',
  sortCode: 'Enter a valid sort code like 309430',
  accountNumber: 'Enter a valid account number like 00733445',
  modulus: 'Check your sort code and account number: they do not match a UK bank account',
  billingAddressLineOne: 'Enter the first line of your address',
  billingCity: 'Enter your town or city',
  billingPostcode: 'Please enter a valid postcode',
  ddTerms: 'Read and agree to the Direct Debit terms',
  authorised: 'Confirm that you are the account holder and can authorise Direct Debit payments on this account',
} as const;

/** The form's values as typed. */
export interface BankDetailsValues {
  accountHolder: string;
  sortCode: string;
  accountNumber: string;
  billingAddressLineOne: string;
  billingAddressLineTwo: string;
  billingCity: string;
  billingPostcode: string;
  ddTermsAccepted: boolean;
  authorised: boolean;
}

/** What can be wrong, in the order the form shows it; `accountDetails` is the pair failing the modulus check. */
export type BankDetailsProblem =
  | 'accountHolder'
  | 'sortCode'
  | 'accountNumber'
  | 'accountDetails'
  | 'billingAddressLineOne'
  | 'billingCity'
  | 'billingPostcode'
  | 'ddTermsAccepted'
  | 'authorised';

export interface BankDetailsRuleOptions {
  /** The venue's Direct Debit provider needs a billing address. */
  needsBillingAddress: boolean;
  /** There are Direct Debit terms to agree. */
  hasDirectDebitTerms: boolean;
}

/** Names, address line 1 and city: more than one character (docs/product/joining.md §9). */
const longerThanOne = (value: string) => value.trim().length > 1;

/**
 * Everything wrong with the bank details, one message per problem, in form order (docs/product/joining.md §5, D11). The
 * modulus check runs only once both numbers are well formed and not all zeros: either has its own message then.
 */
export function bankDetailsProblems(
  values: BankDetailsValues,
  { needsBillingAddress, hasDirectDebitTerms }: BankDetailsRuleOptions,
): Partial<Record<BankDetailsProblem, string>> {
  const problems: Partial<Record<BankDetailsProblem, string>> = {};
  if (!longerThanOne(values.accountHolder)) problems.accountHolder = bankDetailsMessages.accountHolder;
  const sortCodeOk = isValidSortCode(values.sortCode);
  const accountNumberOk = isValidAccountNumber(values.accountNumber);
  // All zeros pass the modulus check but are no account (docs/decisions/0206-bank-details-checks.md).
  const zeros = zeroBankNumberProblems(
    normaliseSortCode(values.sortCode),
    normaliseAccountNumber(values.accountNumber),
  );
  if (!sortCodeOk) problems.sortCode = bankDetailsMessages.sortCode;
  else if (zeros.sortCode) problems.sortCode = zeros.sortCode;
  if (!accountNumberOk) problems.accountNumber = bankDetailsMessages.accountNumber;
  else if (zeros.accountNumber) problems.accountNumber = zeros.accountNumber;
  if (!problems.sortCode && !problems.accountNumber && !passesModulusCheck(values.sortCode, values.accountNumber)) {
    problems.accountDetails = bankDetailsMessages.modulus;
  }
  if (needsBillingAddress) {
    if (!longerThanOne(values.billingAddressLineOne))
      problems.billingAddressLineOne = bankDetailsMessages.billingAddressLineOne;
    if (!longerThanOne(values.billingCity)) problems.billingCity = bankDetailsMessages.billingCity;
    if (!isValidPostcode(values.billingPostcode.trim())) problems.billingPostcode = bankDetailsMessages.billingPostcode;
  }
  if (hasDirectDebitTerms && !values.ddTermsAccepted) problems.ddTermsAccepted = bankDetailsMessages.ddTerms;
  if (!values.authorised) problems.authorised = bankDetailsMessages.authorised;
  return problems;
}

/** Valid form values as the details to store: numbers without separators, a tidy postcode, no empty line 2. */
export function toBankDetails(values: BankDetailsValues, { needsBillingAddress }: BankDetailsRuleOptions): BankDetails {
  const details: BankDetails = {
    accountHolder: values.accountHolder.trim(),
    sortCode: normaliseSortCode(values.sortCode),
    accountNumber: normaliseAccountNumber(values.accountNumber),
    ddTermsAccepted: true,
  };
  if (!needsBillingAddress) return details;
  const postcode = values.billingPostcode.trim();
  const lineTwo = values.billingAddressLineTwo.trim();
  return {
    ...details,
    billingAddressLineOne: values.billingAddressLineOne.trim(),
    ...(lineTwo ? { billingAddressLineTwo: lineTwo } : {}),
    billingCity: values.billingCity.trim(),
    billingPostcode: toNormalised(postcode) ?? postcode,
  };
}

/** The form's starting values from details given earlier (a customer coming back to edit them). */
export function toBankDetailsValues(initial: Partial<BankDetails> | undefined): BankDetailsValues {
  const agreed = initial?.ddTermsAccepted === true;
  return {
    accountHolder: initial?.accountHolder ?? '',
    sortCode: initial?.sortCode ?? '',
    accountNumber: initial?.accountNumber ?? '',
    billingAddressLineOne: initial?.billingAddressLineOne ?? '',
    billingAddressLineTwo: initial?.billingAddressLineTwo ?? '',
    billingCity: initial?.billingCity ?? '',
    billingPostcode: initial?.billingPostcode ?? '',
    ddTermsAccepted: agreed,
    authorised: agreed,
  };
}
