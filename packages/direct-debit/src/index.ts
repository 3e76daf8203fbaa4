// Direct Debit bank details for joining and the account: rules (sort code, account number, Vocalink's modulus
// check), the bank details form, the confirmation and the Direct Debit Guarantee (docs/decisions/0913, 0462).
export {
  BankDetailsForm,
  type BankDetailsFormProps,
  type DirectDebitTermsField,
  type BillingAddressFinderSlot,
  type ChosenAddress,
  AUTHORISATION_TEXT,
} from './components/BankDetailsForm.tsx';
export { DirectDebitGuarantee } from './components/DirectDebitGuarantee.tsx';
export { directDebitGuarantee, ADVANCE_NOTICE_WORKING_DAYS, telHref } from './directDebitGuarantee.ts';
export { DirectDebitConfirmation, type DirectDebitConfirmationProps } from './components/DirectDebitConfirmation.tsx';
export { useDirectDebitOperator } from './hooks/useDirectDebitOperator.ts';
export { toMembershipBankDetails, type BankDetails, type DirectDebitOperator } from './bankDetails.ts';
export { bankDetailsMessages, bankDetailsProblems, toBankDetails } from './bankDetailsRules.ts';
export { bankOfSortCode, formatSortCode, isValidSortCode, normaliseSortCode } from './sortCode.ts';
export { isValidAccountNumber, normaliseAccountNumber } from './accountNumber.ts';
export { passesModulusCheck } from './modulusCheck.ts';
