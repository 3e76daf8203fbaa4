// Bank account rules (docs/product/joining.md D11) the bank details form and the sandbox API both apply, without zod
// so that front ends can use them without loading the schemas: one rule, so the page and the server agree.

export interface StandardAccount {
  sortCode: string;
  accountNumber: string;
}

/**
 * Vocalink's standardisation of non-standard account numbers to the 8 digits the modulus check takes ("Validating
 * account numbers"): 6 or 7 digits are padded with zeros; 9 digits (Santander) put the first digit in place of the
 * sort code's last and keep the last eight; 10 digits keep the first eight at the Co-operative Bank and the last
 * eight elsewhere (NatWest and others). Takes digits only: the sort code and the account number as given, without
 * spaces or dashes.
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
