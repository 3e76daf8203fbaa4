import { bankNameForSortCode } from '@leisure/api-contract/browser';

/** Spaces and any dash a keyboard or a paste may give ("30-94-30", "30 94 30", "30–94–30"). */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

/** The digits of a sort code or account number as people write them, without spaces and dashes. */
export function withoutSeparators(value: string): string {
  return value.replace(SEPARATORS, '');
}

/** "30-94-30" or "30 94 30" → "309430". Anything else is kept, so validation can reject it. */
export function normaliseSortCode(value: string): string {
  return withoutSeparators(value);
}

/** Exactly six digits once spaces and dashes are gone (docs/product/joining.md §9). */
export function isValidSortCode(value: string): boolean {
  return /^\d{6}$/.test(normaliseSortCode(value));
}

/** "309430" → "30-94-30", the way banks print it; anything but six digits is shown as it is. */
export function formatSortCode(value: string): string {
  const digits = normaliseSortCode(value);
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : value;
}

/** The bank a sort code as typed belongs to ("30-94-30" → "Lloyds Bank"), where the contract's table says; else null. */
export function bankOfSortCode(value: string): string | null {
  return bankNameForSortCode(normaliseSortCode(value));
}
