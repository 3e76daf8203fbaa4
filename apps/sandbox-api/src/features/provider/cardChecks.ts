import { brandOf, cardMessages, passesLuhn, TEST_SECURITY_CODE, type CardBrand } from '@leisure/api-contract';

/**
 * The checks a card provider makes before it issues a card identifier: Luhn, brand, expiry and security code. The
 * card rules themselves are the contract's, shared with the card form (packages/payment).
 */

export interface CardDetails {
  cardholderName: string;
  cardNumber: string;
  /** MMYY */
  expiryDate: string;
  securityCode: string;
}

export interface FieldError {
  field: 'cardholderName' | 'cardNumber' | 'expiryDate' | 'securityCode' | 'sessionKey' | 'cardIdentifier';
  message: string;
}

/** The messages of 02 §5 (card form), so the front end can show the provider's errors as they are. */
export const CARD_MESSAGES = cardMessages;

/** Opayo's declined test card (decision 0501): tokenises, then authorise fails with "Card declined". */
export const DECLINED_TEST_CARDS = new Set(['4000000000000002']);

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

/** A security code of the brand's length (4 digits for American Express, else 3), or FAIL in test mode (02 §5). */
export function securityCodeFits(code: string, brand: CardBrand | null, testMode: boolean): boolean {
  if (testMode && code === TEST_SECURITY_CODE) return true;
  const length = brand === 'american-express' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(code);
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
  if (!securityCodeFits(details.securityCode, brand, testMode)) {
    errors.push({ field: 'securityCode', message: CARD_MESSAGES.securityCode });
  }
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
