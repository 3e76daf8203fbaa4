import type { MembershipDetails } from '@leisure/api-contract';

/** Bank details for a new Direct Debit, normalised: what BankDetailsForm hands on and the confirmation shows. */
export interface BankDetails {
  accountHolder: string;
  /** Six digits. */
  sortCode: string;
  /** Six to ten digits, as the customer gave them (usually eight). */
  accountNumber: string;
  /** Only when the venue's Direct Debit provider needs a billing address. */
  billingAddressLineOne?: string;
  billingAddressLineTwo?: string;
  billingCity?: string;
  billingPostcode?: string;
  /** The customer is the account holder, authorised to set up the Direct Debit, and agreed its terms. */
  ddTermsAccepted: boolean;
}

/** The operator collecting the payments (GET client), named in the Direct Debit Guarantee. */
export interface DirectDebitOperator {
  name: string;
  supportEmail: string;
  supportPhone: string;
  directDebitServiceUserNumber: string;
}

/** The bank-details part of the membership being stored (POST memberships/online-joining/store). */
export function toMembershipBankDetails(
  details: BankDetails,
): Pick<MembershipDetails, 'accountHolder' | 'ddTermsAccepted' | 'accountDetails'> {
  return {
    accountHolder: details.accountHolder,
    ddTermsAccepted: details.ddTermsAccepted,
    accountDetails: {
      sortCode: details.sortCode,
      accountNumber: details.accountNumber,
      billingAddressLineOne: details.billingAddressLineOne ?? null,
      billingAddressLineTwo: details.billingAddressLineTwo ?? null,
      billingCity: details.billingCity ?? null,
      billingPostcode: details.billingPostcode ?? null,
    },
  };
}
