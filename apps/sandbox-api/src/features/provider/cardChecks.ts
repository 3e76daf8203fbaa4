/**
 * The checks a card provider makes before it issues a card identifier: Luhn, brand, expiry and security code.
 * card-validator is not installed in this workspace, so the few rules the sandbox needs are written here.
 */

export type CardBrand = 'visa' | 'mastercard' | 'american-express' | 'maestro';

export interface CardDetails {
  cardholderName: string;
  cardNumber: string;
  /** MMYY */
  expiryDate: string;
  securityCode: string;
}

export interface FieldError {
  field: 'cardholderName' | 'cardNumber' | 'expiryDate' | 'securityCode' | 'sessionKey';
  message: string;
}

/** The messages of 02 §5 (card form), so the front end can show the provider's errors as they are. */
export const CARD_MESSAGES = {
  cardNumber: 'Please enter a valid card number',
  expiryDate: 'Please enter a valid expiry date',
  securityCode: 'Please enter a valid security code',
  cardholderName: 'Please enter the name as it appears on the card',
} as const;

/** Test mode accepts FAIL as a security code (spec 02 §5), as Opayo's sandbox does. */
export const TEST_SECURITY_CODE = 'FAIL';

/** Opayo's declined test card (decision 0501): tokenises, then authorise fails with "Card declined". */
export const DECLINED_TEST_CARDS = new Set(['4000000000000002']);

export function passesLuhn(digits: string): boolean {
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

/** Brand by prefix and the lengths that brand issues (13-digit Visa kept: Opayo still lists 4929000000006). */
export function brandOf(digits: string): CardBrand | null {
  if (/^3[47]/.test(digits)) return digits.length === 15 ? 'american-express' : null;
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return digits.length === 16 ? 'mastercard' : null;
  if (/^(5018|5020|5038|56|57|58|6304|6759|676[1-3])/.test(digits)) {
    return digits.length >= 12 && digits.length <= 19 ? 'maestro' : null;
  }
  if (/^4/.test(digits)) return [13, 16, 19].includes(digits.length) ? 'visa' : null;
  return null;
}

/** MMYY → month and four-digit year, or null when it is not a date or its month has passed. */
export function parseExpiry(expiry: string, today: Date): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const nowMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (year * 12 + (month - 1) < nowMonth) return null;
  return { month, year };
}

export interface CheckedCard {
  brand: CardBrand;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  declined: boolean;
}

/** Checks every field; answers the card or every problem found (one per field). */
export function checkCard(
  details: CardDetails,
  today: Date,
  testMode: boolean,
): { card: CheckedCard } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const digits = details.cardNumber.replace(/[\s-]/g, '');
  const brand = /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? brandOf(digits) : null;
  if (!brand) errors.push({ field: 'cardNumber', message: CARD_MESSAGES.cardNumber });
  const expiry = parseExpiry(details.expiryDate, today);
  if (!expiry) errors.push({ field: 'expiryDate', message: CARD_MESSAGES.expiryDate });
  const codeLength = brand === 'american-express' ? 4 : 3;
  const codeOk =
    (testMode && details.securityCode === TEST_SECURITY_CODE) ||
    new RegExp(`^\\d{${codeLength}}$`).test(details.securityCode);
  if (!codeOk) errors.push({ field: 'securityCode', message: CARD_MESSAGES.securityCode });
  if (details.cardholderName.trim().length < 3) {
    errors.push({ field: 'cardholderName', message: CARD_MESSAGES.cardholderName });
  }
  if (errors.length > 0 || !brand || !expiry) return { errors };
  return {
    card: {
      brand,
      lastFour: digits.slice(-4),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      declined: DECLINED_TEST_CARDS.has(digits),
    },
  };
}
