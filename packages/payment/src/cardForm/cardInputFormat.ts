import { cardDigits, type CardBrand } from '@leisure/api-contract/browser';

/**
 * What the card fields show as a person types, key by key on a phone's number pad (docs/decisions/0016): the
 * number in groups (4-6-5 for American Express, fours otherwise) and the expiry with its slash added, so "1228"
 * reads "12/28". The rules still read what is typed: spaces and the slash are only how it is shown.
 */

export const cardBrandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  maestro: 'Maestro',
};

/** The brand the first digits point to, before the number is complete (the contract's brandOf needs all of it). */
export function likelyBrand(digits: string): CardBrand | null {
  if (/^3[47]/.test(digits)) return 'american-express';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^(5018|5020|5038|56|57|58|6304|6759|676[1-3])/.test(digits)) return 'maestro';
  if (/^4/.test(digits)) return 'visa';
  return null;
}

const MAX_CARD_DIGITS = 19;

/** "4462000000000003" → "4462 0000 0000 0003"; American Express "3714 496353 98431". */
export function formatCardNumber(typed: string): string {
  const digits = cardDigits(typed).replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  const groups = likelyBrand(digits) === 'american-express' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * MM/YY as it is typed: the slash appears after the month ("12" → "12/"), a first digit that can only start one
 * month becomes it ("3" → "03/"), and "12 / 28", "12/28" and "1228" all read "12/28". Deleting the year leaves
 * "12/", and deleting again removes the slash rather than adding it back.
 */
export function formatExpiry(typed: string, deleting: boolean): string {
  let digits = typed.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2) return deleting && !typed.includes('/') ? digits : `${digits}/`;
  return digits;
}

/** What each formatted field shows for what was typed, told whether the person deleted. */
export type InputFormatter = (typed: string, deleting: boolean) => string;

const shownBefore = new WeakMap<HTMLInputElement, string>();

/**
 * Rewrites an input's value with `format` as it changes, keeping the caret after the same number of digits, so that
 * a correction in the middle of a card number does not throw the caret to the end.
 */
export function reformatInput(input: HTMLInputElement, format: InputFormatter): void {
  const typed = input.value;
  const previous = shownBefore.get(input) ?? '';
  const formatted = format(typed, typed.length < previous.length);
  shownBefore.set(input, formatted);
  if (formatted === typed) return;
  const caret = input.selectionStart ?? typed.length;
  const digitsBeforeCaret = typed.slice(0, caret).replace(/\D/g, '').length;
  input.value = formatted;
  if (caret >= typed.length || document.activeElement !== input) return;
  let position = 0;
  for (let seen = 0; position < formatted.length && seen < digitsBeforeCaret; position += 1) {
    if (/\d/.test(formatted[position]!)) seen += 1;
  }
  // A caret that stood after a separator (a space between groups) stays after it.
  if (/\D$/.test(typed.slice(0, caret)))
    while (position < formatted.length && /\D/.test(formatted[position]!)) position += 1;
  input.setSelectionRange(position, position);
}
