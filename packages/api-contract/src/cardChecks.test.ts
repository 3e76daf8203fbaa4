import { describe, expect, it } from 'vitest';
import { isValidExpiry, isValidSecurityCode, monthOf, validCardBrand, validExpiry } from './domains/cardChecks.ts';
import { brandOf, passesLuhn } from './domains/cardRules.ts';

describe('card number', () => {
  it("accepts Opayo's test cards", () => {
    expect(validCardBrand('4462000000000003')).toBe('visa');
    expect(validCardBrand('4462 0000 0000 0003')).toBe('visa');
    expect(validCardBrand('4929000000006')).toBe('visa');
    expect(validCardBrand('5186150660000009')).toBe('mastercard');
    expect(validCardBrand('378282246310005')).toBe('american-express');
  });

  it('refuses a number failing the Luhn check', () => {
    expect(passesLuhn('4462000000000004')).toBe(false);
    expect(validCardBrand('4462000000000004')).toBeNull();
  });

  it('refuses lengths the brand does not issue', () => {
    expect(brandOf('44620000000000')).toBeNull(); // Visa of 14
    expect(brandOf('518615066000000')).toBeNull(); // Mastercard of 15
    expect(brandOf('3782822463100050')).toBeNull(); // Amex of 16
    expect(brandOf('4111111111111111111')).toBe('visa'); // Visa of 19
  });

  it('refuses letters, blanks and unknown prefixes', () => {
    expect(validCardBrand('')).toBeNull();
    expect(validCardBrand('abcd efgh ijkl mnop')).toBeNull();
    expect(validCardBrand('9999999999999995')).toBeNull();
  });
});

describe('expiry', () => {
  const today = new Date(2026, 10, 23);

  it('accepts MM/YY of this month or later', () => {
    expect(isValidExpiry('11/26', today)).toBe(true);
    expect(isValidExpiry('01/27', today)).toBe(true);
    expect(isValidExpiry(' 12 / 30 ', today)).toBe(true);
  });

  it('takes the date as a phone types it, with no slash on its number pad', () => {
    expect(isValidExpiry('1228', today)).toBe(true);
    expect(isValidExpiry('12/28', today)).toBe(true);
    expect(isValidExpiry('12 / 28', today)).toBe(true);
    expect(isValidExpiry('1026', today)).toBe(false);
  });

  it('refuses a past month, a month that does not exist and other shapes', () => {
    expect(isValidExpiry('10/26', today)).toBe(false);
    expect(isValidExpiry('13/27', today)).toBe(false);
    expect(isValidExpiry('00/27', today)).toBe(false);
    expect(isValidExpiry('122', today)).toBe(false);
    expect(isValidExpiry('12/2', today)).toBe(false);
    expect(isValidExpiry('12/2027', today)).toBe(false);
  });
});

describe('security code', () => {
  it('takes 3 digits, 4 for American Express', () => {
    expect(isValidSecurityCode('123', 'visa', false)).toBe(true);
    expect(isValidSecurityCode('1234', 'visa', false)).toBe(false);
    expect(isValidSecurityCode('1234', 'american-express', false)).toBe(true);
    expect(isValidSecurityCode('123', 'american-express', false)).toBe(false);
    expect(isValidSecurityCode('12a', 'mastercard', false)).toBe(false);
  });

  it('accepts FAIL in test mode only', () => {
    expect(isValidSecurityCode('FAIL', 'visa', true)).toBe(true);
    expect(isValidSecurityCode('FAIL', 'visa', false)).toBe(false);
  });
});

describe('expiry as the card provider takes it (MMYY, on the server in UTC)', () => {
  const march2026 = monthOf(new Date('2026-03-31T23:30:00Z'), 'utc');

  it('reads MMYY of this month or later, and no other shape', () => {
    expect(march2026).toEqual({ month: 3, year: 2026 });
    expect(validExpiry('0326', 'MMYY', march2026)).toEqual({ month: 3, year: 2026 });
    expect(validExpiry('0226', 'MMYY', march2026)).toBeNull();
    expect(validExpiry('1326', 'MMYY', march2026)).toBeNull();
    expect(validExpiry('03/26', 'MMYY', march2026)).toBeNull();
  });
});
