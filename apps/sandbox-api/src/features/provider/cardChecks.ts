import {
  cardDigits,
  cardMessages,
  isValidSecurityCode,
  monthOf,
  validCardBrand,
  validExpiry,
  type CardBrand,
} from '@leisure/api-contract';

/**
 * The checks a card provider makes before it issues a card identifier: card number, expiry and security code. The
 * rules are the card form's (@leisure/api-contract's cardChecks), so the form and the provider agree.
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

/** Opayo's declined test card (decision 0501): tokenises, then authorise fails with "Card declined". */
export const DECLINED_TEST_CARDS = new Set(['4000000000000002']);

export interface CheckedCard {
  brand: CardBrand;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  declined: boolean;
}

/** Checks every field, with the messages of docs/product/joining.md §5 (card form); answers the card or every problem found (one per field). */
export function checkCard(
  details: CardDetails,
  today: Date,
  testMode: boolean,
): { card: CheckedCard } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const brand = validCardBrand(details.cardNumber);
  if (!brand) errors.push({ field: 'cardNumber', message: cardMessages.cardNumber });
  // The provider's clock is the server's: a month ends at midnight UTC.
  const expiry = validExpiry(details.expiryDate, 'MMYY', monthOf(today, 'utc'));
  if (!expiry) errors.push({ field: 'expiryDate', message: cardMessages.expiryDate });
  if (!isValidSecurityCode(details.securityCode, brand, testMode)) {
    errors.push({ field: 'securityCode', message: cardMessages.securityCode });
  }
  if (details.cardholderName.trim().length < 3) {
    errors.push({ field: 'cardholderName', message: cardMessages.cardholderName });
  }
  if (errors.length > 0 || !brand || !expiry) return { errors };
  const digits = cardDigits(details.cardNumber);
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
