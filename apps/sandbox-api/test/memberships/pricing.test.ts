import { describe, expect, it } from 'vitest';
import {
  calculateCosts,
  fixedEndDate,
  type OptionPrice,
} from '../../src/features/memberships/pricing/membershipCosts.ts';
import { nextDayOfMonthAfter } from '@leisure/dates';
import { discountFor } from '../../src/features/memberships/pricing/promotionDiscount.ts';

const monthly = (baseFee: number, extra: Partial<OptionPrice> = {}): OptionPrice => ({
  paymentType: 'recurring',
  baseFee,
  joiningFee: 2000,
  monthInHand: false,
  fixedDuration: null,
  fixedPeriod: null,
  ...extra,
});

describe('first billing date', () => {
  it.each([
    ['2026-03-10', 1, '2026-04-01'],
    ['2026-03-10', 15, '2026-03-15'],
    ['2026-03-10', 10, '2026-04-10'],
    ['2026-03-09', 10, '2026-03-10'],
    ['2026-12-20', 5, '2027-01-05'],
    ['2026-01-31', 28, '2026-02-28'],
    ['2028-02-29', 1, '2028-03-01'],
  ])('from a start of %s with billing day %i is %s (the next billing day after the start)', (start, day, expected) => {
    expect(nextDayOfMonthAfter(start, day)).toBe(expected);
  });
});

describe('pro-rata of a monthly membership', () => {
  // base × days from the start up to (not including) the first billing date ÷ days in the start's month.
  it.each([
    ['2026-03-10', 1, 22, 2838], // 3999 × 22/31 = 2838.08
    ['2026-03-10', 15, 5, 645], // 3999 × 5/31 = 645.00
    ['2026-03-10', 10, 31, 3999], // a whole month: starting on the billing day
    ['2026-01-31', 1, 1, 129], // the last day of January: 3999/31 = 129.00
    ['2026-01-31', 28, 28, 3612], // 3999 × 28/31 = 3612.10
    ['2026-04-30', 1, 1, 133], // 3999/30 = 133.30
    ['2027-02-15', 1, 14, 2000], // 3999 × 14/28 = 1999.5, half a penny rounds up
    ['2028-02-15', 1, 15, 2068], // leap year: 3999 × 15/29 = 2068.45
    ['2028-02-29', 28, 28, 3861], // leap day start: 3999 × 28/29 = 3861.10
  ])('start %s, billing day %i: %i days, £%i pence', (startDate, billingDay, days, fee) => {
    const costs = calculateCosts(monthly(3999), { startDate, billingDay });
    expect(costs.proRataDays).toBe(days);
    expect(costs.proRataFee).toBe(fee);
    expect(costs.totalToPayNow).toBe(2000 + fee);
    expect(costs.monthInHandFee).toBe(0);
    expect(costs.firstCollectionDate).toBe(costs.firstBillingDate);
  });

  it('adds one month in hand, and Direct Debits then start a month after the first billing date', () => {
    const costs = calculateCosts(monthly(5499, { joiningFee: 2500, monthInHand: true }), {
      startDate: '2026-03-10',
      billingDay: 1,
    });
    expect(costs.proRataFee).toBe(3903); // 5499 × 22/31 = 3902.58
    expect(costs.monthInHandFee).toBe(5499);
    expect(costs.totalToPayNow).toBe(2500 + 3903 + 5499);
    expect(costs.firstBillingDate).toBe('2026-04-01');
    expect(costs.firstCollectionDate).toBe('2026-05-01');
  });

  it('waives the joining fee for existing members', () => {
    const costs = calculateCosts(monthly(3999), { startDate: '2026-03-10', billingDay: 1, waiveJoiningFee: true });
    expect(costs.joiningFee).toBe(0);
    expect(costs.totalToPayNow).toBe(2838);
  });
});

/** £399 for 12 months, paid at once. */
const singlePayment: OptionPrice = {
  paymentType: 'fixed',
  baseFee: 39900,
  joiningFee: 0,
  monthInHand: false,
  fixedDuration: 12,
  fixedPeriod: 'month',
};

describe('single payment', () => {
  it('is the full price now, with no pro-rata or billing date', () => {
    const costs = calculateCosts(singlePayment, { startDate: '2026-03-10', billingDay: 5 });
    expect(costs).toMatchObject({ totalToPayNow: 39900, proRataFee: 0, proRataDays: 0, firstBillingDate: null });
    expect(costs.endDate).toBe('2027-03-09');
  });

  it.each([
    ['2026-03-10', 12, 'month', '2027-03-09'],
    ['2026-03-10', 1, 'year', '2027-03-09'],
    ['2026-03-10', 2, 'week', '2026-03-23'],
    ['2026-03-10', 1, 'day', '2026-03-10'],
    ['2028-02-29', 12, 'month', '2029-02-28'],
    ['2026-01-31', 1, 'month', '2026-02-28'],
    ['2026-01-30', 1, 'month', '2026-02-28'],
    ['2026-02-28', 1, 'month', '2026-03-27'],
  ] as const)('%s for %i %s ends on %s', (start, duration, period, end) => {
    expect(fixedEndDate(start, duration, period)).toBe(end);
  });
});

describe('promotion discounts', () => {
  const base = { startDate: '2026-03-10', billingDay: 1 };

  it('takes a percentage off the joining fee', () => {
    const costs = calculateCosts(monthly(3999), {
      ...base,
      promotion: { appliesTo: 'joining_fee', percentOff: 25, amountOff: null },
    });
    expect(costs.discount).toBe(500);
    expect(costs.totalToPayNow).toBe(2000 + 2838 - 500);
  });

  it('makes the joining fee free', () => {
    const costs = calculateCosts(monthly(3999), {
      ...base,
      promotion: { appliesTo: 'joining_fee', percentOff: 100, amountOff: null },
    });
    expect(costs.discount).toBe(2000);
    expect(costs.totalToPayNow).toBe(2838);
  });

  it('takes an amount off the first payment (part month and month in hand)', () => {
    const costs = calculateCosts(monthly(5499, { joiningFee: 2500, monthInHand: true }), {
      ...base,
      promotion: { appliesTo: 'first_payment', percentOff: null, amountOff: 1000 },
    });
    expect(costs.discount).toBe(1000);
    expect(costs.totalToPayNow).toBe(2500 + 3903 + 5499 - 1000);
  });

  it('takes a percentage off the price of a single payment', () => {
    const costs = calculateCosts(singlePayment, {
      ...base,
      promotion: { appliesTo: 'first_payment', percentOff: 20, amountOff: null },
    });
    expect(costs.discount).toBe(7980);
    expect(costs.totalToPayNow).toBe(31920);
  });

  it('never takes off more than what it applies to', () => {
    const costs = { joiningFee: 0, proRataFee: 129, monthInHandFee: 0, firstBillingDate: '2026-02-01', baseFee: 3999 };
    expect(discountFor({ appliesTo: 'first_payment', percentOff: null, amountOff: 1000 }, costs)).toBe(129);
    expect(discountFor({ appliesTo: 'joining_fee', percentOff: 50, amountOff: null }, costs)).toBe(0);
  });
});
