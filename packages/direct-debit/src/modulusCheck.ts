import { validateAccountDetails } from 'uk-modulus-check';
import { isValidAccountNumber, normaliseAccountNumber } from './accountNumber.ts';
import { isValidSortCode, normaliseSortCode } from './sortCode.ts';

export interface StandardAccount {
  sortCode: string;
  accountNumber: string;
}

/**
 * Vocalink's standardisation of non-standard account numbers to the 8 digits the modulus check takes ("Validating
 * account numbers"): 6 or 7 digits are padded with zeros; 9 digits (Santander) put the first digit in place of the
 * sort code's last and keep the last eight; 10 digits keep the first eight at the Co-operative Bank and the last
 * eight elsewhere (NatWest). The same rule as the sandbox API's, so the page and the server agree.
 */
export function standardiseAccount(sortCode: string, accountNumber: string): StandardAccount {
  switch (accountNumber.length) {
    case 6:
    case 7:
      return { sortCode, accountNumber: accountNumber.padStart(8, '0') };
    case 9:
      return { sortCode: sortCode.slice(0, 5) + accountNumber.charAt(0), accountNumber: accountNumber.slice(1) };
    case 10: {
      const coOperativeBank = sortCode.startsWith('08') || sortCode.startsWith('839');
      return { sortCode, accountNumber: coOperativeBank ? accountNumber.slice(0, 8) : accountNumber.slice(2) };
    }
    default:
      return { sortCode, accountNumber };
  }
}

/**
 * Whether the sort code and account number can belong together, by Vocalink's modulus check (uk-modulus-check).
 * Spaces and dashes are allowed; the library takes digits only. Malformed input is not a pair: false.
 */
export function passesModulusCheck(sortCode: string, accountNumber: string): boolean {
  if (!isValidSortCode(sortCode) || !isValidAccountNumber(accountNumber)) return false;
  const standard = standardiseAccount(normaliseSortCode(sortCode), normaliseAccountNumber(accountNumber));
  return validateAccountDetails(standard.sortCode, standard.accountNumber);
}
