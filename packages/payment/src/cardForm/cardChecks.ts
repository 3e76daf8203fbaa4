import { brandOf, passesLuhn, TEST_SECURITY_CODE, type CardBrand } from '@leisure/api-contract/browser';

/**
 * The card checks the form makes before anything is sent: Luhn, brand by prefix and length, expiry, security code.
 * Luhn and brands are the contract's card rules, which the sandbox's provider applies too, so the two agree.
 */

export { brandOf, passesLuhn, TEST_SECURITY_CODE, type CardBrand };

/** The digits of a card number as typed: spaces and dashes are how people copy them from the card. */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** The brand of a valid card number, or null when it is not one. */
export function validCardBrand(cardNumber: string): CardBrand | null {
  const digits = cardDigits(cardNumber);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? brandOf(digits) : null;
}

/** MM/YY of a month not yet over (a card is good to the end of its expiry month). */
export function isValidExpiry(expiry: string, today: Date = new Date()): boolean {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + (month - 1) >= today.getFullYear() * 12 + today.getMonth();
}

/** 3 digits, 4 for American Express (brand unknown: 3 or 4); FAIL in test mode. */
export function isValidSecurityCode(code: string, brand: CardBrand | null, testMode: boolean): boolean {
  if (testMode && code === TEST_SECURITY_CODE) return true;
  if (brand === 'american-express') return /^\d{4}$/.test(code);
  if (brand === null) return /^\d{3,4}$/.test(code);
  return /^\d{3}$/.test(code);
}
