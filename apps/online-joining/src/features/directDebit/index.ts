export { BankDetailsForm, type BankDetailsFormProps, AUTHORISATION_TEXT } from './components/BankDetailsForm.tsx';
export { DirectDebitConfirmation, type DirectDebitConfirmationProps } from './components/DirectDebitConfirmation.tsx';
export { useDirectDebitOperator } from './hooks/useDirectDebitOperator.ts';
export { toMembershipBankDetails, type BankDetails, type DirectDebitOperator } from './bankDetails.ts';
export { bankDetailsMessages, bankDetailsProblems, toBankDetails } from './bankDetailsRules.ts';
export { formatSortCode, isValidSortCode, normaliseSortCode } from './sortCode.ts';
export { isValidAccountNumber, normaliseAccountNumber } from './accountNumber.ts';
export { passesModulusCheck, standardiseAccount } from './modulusCheck.ts';
