/**
 * The card checks the form makes before anything is sent: Luhn, brand by prefix and length, expiry, security code.
 * card-validator is not installed in this workspace; these mirror the sandbox provider's own checks
 * (apps/sandbox-api/src/features/provider/cardChecks.ts) so the form and the provider agree.
 */

export type CardBrand = 'visa' | 'mastercard' | 'american-express' | 'maestro';

/** Test mode accepts FAIL as a security code (spec 02 §5), as Opayo's sandbox does. */
export const TEST_SECURITY_CODE = 'FAIL';

/** The digits of a card number as typed: spaces and dashes are how people copy them from the card. */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Brand by prefix, when the number has a length that brand issues (13-digit Visa kept: 4929000000006). */
export function brandOf(digits: string): CardBrand | null {
  if (/^3[47]/.test(digits)) return digits.length === 15 ? 'american-express' : null;
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return digits.length === 16 ? 'mastercard' : null;
  if (/^(5018|5020|5038|56|57|58|6304|6759|676[1-3])/.test(digits)) {
    return digits.length >= 12 && digits.length <= 19 ? 'maestro' : null;
  }
  if (/^4/.test(digits)) return [13, 16, 19].includes(digits.length) ? 'visa' : null;
  return null;
}

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
