import { withoutSeparators } from './sortCode.ts';

/** "0073 3445" → "00733445": the digits as given, not padded (the server keeps them so). */
export function normaliseAccountNumber(value: string): string {
  return withoutSeparators(value);
}

/** Usually 8 digits; 6 to 10 are accepted and standardised by Vocalink's rules for the modulus check (docs/product/joining.md D11). */
export function isValidAccountNumber(value: string): boolean {
  return /^\d{6,10}$/.test(normaliseAccountNumber(value));
}
