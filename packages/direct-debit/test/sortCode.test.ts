import { describe, expect, it } from 'vitest';
import { isValidAccountNumber, normaliseAccountNumber } from '../src/accountNumber.ts';
import { formatSortCode, isValidSortCode, normaliseSortCode } from '../src/sortCode.ts';

describe('sort codes', () => {
  it.each([
    ['309430', '309430'],
    ['30-94-30', '309430'],
    ['30 94 30', '309430'],
    [' 30 - 94 - 30 ', '309430'],
    ['30–94–30', '309430'],
  ])('"%s" normalises to %s', (typed, digits) => {
    expect(normaliseSortCode(typed)).toBe(digits);
    expect(isValidSortCode(typed)).toBe(true);
  });

  it.each(['', '30943', '3094301', '30-94-3O', '30.94.30', 'ab-cd-ef'])('"%s" is not a sort code', (typed) => {
    expect(isValidSortCode(typed)).toBe(false);
  });

  it('shows six digits the way banks print them, anything else as typed', () => {
    expect(formatSortCode('309430')).toBe('30-94-30');
    expect(formatSortCode('30 94 30')).toBe('30-94-30');
    expect(formatSortCode('3094')).toBe('3094');
  });
});

describe('account numbers', () => {
  it('keeps the digits as given, without spaces or dashes', () => {
    expect(normaliseAccountNumber('0073 3445')).toBe('00733445');
    expect(normaliseAccountNumber('00-73-34-45')).toBe('00733445');
  });

  it.each(['733445', '0733445', '00733445', '912345678', '1234567890'])('accepts %s (6 to 10 digits)', (typed) => {
    expect(isValidAccountNumber(typed)).toBe(true);
  });

  it.each(['', '73344', '12345678901', '0073344S', '0073.3445'])('rejects "%s"', (typed) => {
    expect(isValidAccountNumber(typed)).toBe(false);
  });
});
