// Card rules (docs/product/joining.md §5) the card form and the card provider both apply, without zod so that front ends can use
// them without loading the schemas. card-validator is not installed in this workspace: these are the few rules needed.

export type CardBrand = 'visa' | 'mastercard' | 'american-express' | 'maestro';

/** Test mode accepts FAIL as a security code (docs/product/joining.md §5), as Opayo's sandbox does. */
export const TEST_SECURITY_CODE = 'FAIL';

/** The card messages of docs/product/joining.md §5, so the form and the provider's field errors say the same. */
export const cardMessages = {
  cardholderName: 'Please enter the name as it appears on the card',
  cardNumber: 'Please enter a valid card number',
  expiryDate: 'Please enter a valid expiry date',
  securityCode: 'Please enter a valid security code',
} as const;

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

/** Brand by prefix, when the number has a length that brand issues (13-digit Visa kept: Opayo lists 4929000000006). */
export function brandOf(digits: string): CardBrand | null {
  if (/^3[47]/.test(digits)) return digits.length === 15 ? 'american-express' : null;
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return digits.length === 16 ? 'mastercard' : null;
  if (/^(5018|5020|5038|56|57|58|6304|6759|676[1-3])/.test(digits)) {
    return digits.length >= 12 && digits.length <= 19 ? 'maestro' : null;
  }
  if (/^4/.test(digits)) return [13, 16, 19].includes(digits.length) ? 'visa' : null;
  return null;
}
