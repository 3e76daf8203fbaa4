import { brandOf, passesLuhn, TEST_SECURITY_CODE, type CardBrand } from './cardRules.ts';

/**
 * The card checks made before a card is tokenised, by the card form in the browser and again by the sandbox's card
 * provider: card number (Luhn, brand by prefix and length), expiry and security code. Luhn and brands are the
 * contract's card rules. Pure functions: nothing of React or the browser.
 */

/** The digits of a card number as typed: spaces and dashes are how people copy them from the card. */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** The brand of a valid card number, or null when it is not one. */
export function validCardBrand(cardNumber: string): CardBrand | null {
  const digits = cardDigits(cardNumber);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? brandOf(digits) : null;
}

/** A calendar month: 1–12 and the four-digit year. */
export interface CardMonth {
  month: number;
  year: number;
}

/**
 * How an expiry date is written: MM/YY as typed in the card form (spaces allowed, and the slash optional, since a
 * phone's number pad has none: "1228", "12/28" and "12 / 28" are one date), MMYY as the provider takes it.
 */
export type ExpiryFormat = 'MM/YY' | 'MMYY';

const expiryPatterns: Record<ExpiryFormat, RegExp> = {
  'MM/YY': /^\s*(0[1-9]|1[0-2])\s*\/?\s*(\d{2})\s*$/,
  MMYY: /^(0[1-9]|1[0-2])(\d{2})$/,
};

/** The month of a date where the check runs: the customer's (the browser's time zone) or the server's (UTC). */
export const monthOf = (date: Date, zone: 'local' | 'utc'): CardMonth =>
  zone === 'utc'
    ? { month: date.getUTCMonth() + 1, year: date.getUTCFullYear() }
    : { month: date.getMonth() + 1, year: date.getFullYear() };

/**
 * The expiry month written in `expiry`, when it is `thisMonth` or later (a card is good to the end of its expiry
 * month); null when it has passed or is not a month in that format.
 */
export function validExpiry(expiry: string, format: ExpiryFormat, thisMonth: CardMonth): CardMonth | null {
  const match = expiryPatterns[format].exec(expiry);
  if (!match) return null;
  const card = { month: Number(match[1]), year: 2000 + Number(match[2]) };
  return card.year * 12 + card.month >= thisMonth.year * 12 + thisMonth.month ? card : null;
}

/** MM/YY of a month not yet over where the customer is. */
export function isValidExpiry(expiry: string, today: Date = new Date()): boolean {
  return validExpiry(expiry, 'MM/YY', monthOf(today, 'local')) !== null;
}

/** 3 digits, 4 for American Express (brand unknown: 3 or 4); FAIL in test mode. */
export function isValidSecurityCode(code: string, brand: CardBrand | null, testMode: boolean): boolean {
  if (testMode && code === TEST_SECURITY_CODE) return true;
  if (brand === 'american-express') return /^\d{4}$/.test(code);
  if (brand === null) return /^\d{3,4}$/.test(code);
  return /^\d{3}$/.test(code);
}
