import { validateAccountDetails } from 'uk-modulus-check';
import { isValid as isValidPostcode, toNormalised } from 'postcode';
import { standardiseAccount, zeroBankNumberProblems, type ValidationMessages } from '@leisure/api-contract';

/** Bank-details messages (docs/product/joining.md D11). */
export const bankMessages = {
  accountHolder: 'Enter the name on the account',
  sortCode: 'Enter a valid sort code like 309430',
  accountNumber: 'Enter a valid account number like 00733445',
  modulus: 'Check your sort code and account number: they do not match a UK bank account',
  addressLineOne: 'Enter the first line of your address',
  city: 'Enter your town or city',
  postcode: 'Please enter a valid postcode',
  missing: 'Enter your bank details to set up your Direct Debit.',
  ddTerms: 'Confirm that you are the account holder and agree to the Direct Debit terms.',
} as const;

export interface BankDetailsInput {
  accountHolder?: string | null | undefined;
  ddTermsAccepted?: boolean | null | undefined;
  accountDetails?:
    | {
        sortCode?: string | null | undefined;
        accountNumber?: string | null | undefined;
        billingAddressLineOne?: string | null | undefined;
        billingAddressLineTwo?: string | null | undefined;
        billingCity?: string | null | undefined;
        billingPostcode?: string | null | undefined;
      }
    | null
    | undefined;
}

export interface BankDetails {
  accountHolder: string;
  /** Six digits as the customer gave them (without spaces or dashes). */
  sortCode: string;
  /** Six to ten digits as the customer gave them; standardised only for the modulus check. */
  accountNumber: string;
  billingAddressLineOne: string | null;
  billingAddressLineTwo: string | null;
  billingCity: string | null;
  billingPostcode: string | null;
}

/** Spaces and any dash a keyboard or a paste may give ("30-94-30", "30 94 30", "30–94–30"; decision 0913). */
const digitsOnly = (value: string | null | undefined) => (value ?? '').replace(/[\s\-\u2010-\u2015\u2212]/g, '');

/**
 * Checks bank details for a new Direct Debit: the holder's name, the sort code (spaces and dashes allowed) and
 * account number formats (neither all zeros), then Vocalink's modulus check of the pair, and a billing address when the venue's
 * Direct Debit provider needs one. Messages use the spec's keys.
 */
export function checkBankDetails(
  input: BankDetailsInput,
  needsBillingAddress: boolean,
): { errors: ValidationMessages; details: BankDetails | null } {
  const errors: ValidationMessages = {};
  const accountHolder = (input.accountHolder ?? '').trim();
  if (accountHolder.length <= 1) errors.accountHolder = [bankMessages.accountHolder];
  if (input.ddTermsAccepted !== true) errors.ddTermsAccepted = [bankMessages.ddTerms];
  const account = input.accountDetails;
  if (!account) {
    errors.accountDetails = [bankMessages.missing];
    return { errors, details: null };
  }

  const sortCode = digitsOnly(account.sortCode);
  const accountNumber = digitsOnly(account.accountNumber);
  const sortCodeValid = /^\d{6}$/.test(sortCode);
  const accountNumberValid = /^\d{6,10}$/.test(accountNumber);
  // All zeros pass the modulus check (Vocalink has no rule for 00-00-00) but are no account (decision 0206).
  const zeros = zeroBankNumberProblems(sortCode, accountNumber);
  if (!sortCodeValid) errors['accountDetails.sortCode'] = [bankMessages.sortCode];
  else if (zeros.sortCode) errors['accountDetails.sortCode'] = [zeros.sortCode];
  if (!accountNumberValid) errors['accountDetails.accountNumber'] = [bankMessages.accountNumber];
  else if (zeros.accountNumber) errors['accountDetails.accountNumber'] = [zeros.accountNumber];
  const standard = standardiseAccount(sortCode, accountNumber);
  const wellFormed = sortCodeValid && accountNumberValid && !zeros.sortCode && !zeros.accountNumber;
  if (wellFormed && !validateAccountDetails(standard.sortCode, standard.accountNumber)) {
    errors.accountDetails = [bankMessages.modulus];
  }

  const address = needsBillingAddress ? checkBillingAddress(account, errors) : null;
  if (Object.keys(errors).length > 0) return { errors, details: null };
  return {
    errors,
    details: {
      accountHolder,
      sortCode,
      accountNumber,
      billingAddressLineOne: address?.lineOne ?? null,
      billingAddressLineTwo: address?.lineTwo ?? null,
      billingCity: address?.city ?? null,
      billingPostcode: address?.postcode ?? null,
    },
  };
}

function checkBillingAddress(account: NonNullable<BankDetailsInput['accountDetails']>, errors: ValidationMessages) {
  const lineOne = (account.billingAddressLineOne ?? '').trim();
  const lineTwo = (account.billingAddressLineTwo ?? '').trim();
  const city = (account.billingCity ?? '').trim();
  const postcode = (account.billingPostcode ?? '').trim();
  if (lineOne.length <= 1) errors['accountDetails.billingAddressLineOne'] = [bankMessages.addressLineOne];
  if (city.length <= 1) errors['accountDetails.billingCity'] = [bankMessages.city];
  if (!isValidPostcode(postcode)) errors['accountDetails.billingPostcode'] = [bankMessages.postcode];
  return { lineOne, lineTwo: lineTwo || null, city, postcode: toNormalised(postcode) ?? postcode };
}
