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

/**
 * Field messages for numbers made of zeros (docs/decisions/0206-bank-details-checks.md): the modulus check passes
 * 00-00-00, which no bank issues, because Vocalink has no rule for it.
 */
export const zeroBankNumberMessages = {
  sortCode: '00-00-00 is not a bank sort code. Enter the sort code from your bank card or statement',
  accountNumber: 'An account number cannot be all zeros. Enter the account number from your bank card or statement',
} as const;

const allZeros = (digits: string) => /^0+$/.test(digits);

/** The all-zero sort code or account number (digits only, as given), each on its own field; {} when neither is. */
export function zeroBankNumberProblems(
  sortCode: string,
  accountNumber: string,
): Partial<Record<'sortCode' | 'accountNumber', string>> {
  return {
    ...(allZeros(sortCode) ? { sortCode: zeroBankNumberMessages.sortCode } : {}),
    ...(allZeros(accountNumber) ? { accountNumber: zeroBankNumberMessages.accountNumber } : {}),
  };
}

/**
 * The clearing bank by a sort code's leading digits, longest prefix first; null names no bank (docs/decisions/0206:
 * where the table comes from and what it leaves out). Only ranges that one bank's own customers hold: a clearing
 * bank also issues codes for other firms (Starling's 60-83-71 in NatWest's range, Citibank's 08-32 in the
 * Co-operative's), so those are listed as null, and 04 (e-money firms) and 23 (ClearBank's clients) are left out.
 */
const sortCodeBanks: readonly (readonly [prefix: string, bank: string | null])[] = [
  ['07', 'Nationwide Building Society'],
  ['086', 'The Co-operative Bank'],
  ['087', 'The Co-operative Bank'],
  ['088', 'The Co-operative Bank'],
  ['089', 'The Co-operative Bank'],
  ['09', 'Santander'],
  ['11', 'Halifax'],
  ['12', 'Bank of Scotland'],
  ['16', 'Royal Bank of Scotland'],
  ['20', 'Barclays'],
  ['30', 'Lloyds Bank'],
  ['40', 'HSBC UK'],
  ['60', 'NatWest'],
  ['6083', null],
  ['72', 'Santander'],
  ['82', 'Virgin Money'],
  ['83', 'Royal Bank of Scotland'],
  ['87', 'TSB Bank'],
];

/** "309430" → "Lloyds Bank"; null for a code the table does not place, or anything but six digits. */
export function bankNameForSortCode(sortCode: string): string | null {
  if (!/^\d{6}$/.test(sortCode)) return null;
  let found: readonly [string, string | null] | undefined;
  for (const row of sortCodeBanks) {
    if (sortCode.startsWith(row[0]) && row[0].length > (found?.[0].length ?? 0)) found = row;
  }
  return found?.[1] ?? null;
}
