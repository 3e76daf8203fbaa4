import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/index.ts';

describe('formatMoney', () => {
  it('shows minor units as pounds with 2 decimals and £ by default', () => {
    expect(formatMoney(1550)).toBe('£15.50');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(5)).toBe('£0.05');
    expect(formatMoney(123_456_789)).toBe('£1,234,567.89');
  });

  it('takes another currency symbol', () => {
    expect(formatMoney(1000, '€')).toBe('€10.00');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-250)).toBe('-£2.50');
  });
});
