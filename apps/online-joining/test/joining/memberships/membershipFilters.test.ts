import { describe, expect, it } from 'vitest';
import type { MembershipType, PaymentOption } from '@leisure/api-contract';
import { listMemberships, membershipCategories } from '../../../src/features/joining/memberships/membershipFilters.ts';
import { paymentTypeFromSlug } from '../../../src/features/joining/memberships/paymentTypeSlug.ts';

const money = (amount: number) => ({ amount, formatted: `£${(amount / 100).toFixed(2)}` });

function option(id: number, paymentType: 'recurring' | 'fixed', purchasable = { canPurchase: true, hasPrices: true }) {
  return {
    id,
    paymentType,
    name: paymentType === 'recurring' ? 'Monthly' : '12 months',
    fixedDuration: paymentType === 'fixed' ? 12 : null,
    fixedPeriod: paymentType === 'fixed' ? 'month' : null,
    globalBasePrice: '£30.00',
    promotionEnabled: true,
    fees: {
      baseFee: money(3000),
      joiningFee: money(0),
      proRataFee: money(0),
      monthInHandFee: money(0),
      discount: money(0),
    },
    proRataDays: 0,
    firstBillingDate: null,
    prettyFirstBillingDate: null,
    totalToPayNow: money(3000),
    schedule: null,
    isPurchasable: { ...purchasable, message: purchasable.canPurchase ? null : 'Only for students.' },
  } satisfies PaymentOption;
}

function membership(id: number, overrides: Partial<MembershipType> = {}): MembershipType {
  return {
    id,
    slug: `membership-${id}`,
    name: `Membership ${id}`,
    description: '<p>Gym</p>',
    categories: [{ id: 1, name: 'Gym' }],
    coverage: 'local',
    providesAccessTo: [],
    benefits: [],
    eligibility: null,
    paymentOptions: [option(id * 10, 'recurring'), option(id * 10 + 1, 'fixed')],
    icon: 'dumbbell',
    ...overrides,
  };
}

const filters = { paymentType: 'recurring' as const, categoryId: null, venueId: 7, showIneligible: false };
const ids = (list: ReturnType<typeof listMemberships>) => list.map((listed) => listed.option.id);

describe('the membership list rules (docs/product/platform.md §5)', () => {
  it('keeps only types with a name and payment options', () => {
    const list = listMemberships(
      [membership(1), membership(2, { name: '  ' }), membership(3, { paymentOptions: [] })],
      filters,
    );
    expect(ids(list)).toEqual([10]);
  });

  it('keeps only options of the chosen payment type: Monthly by default, Single payment when asked', () => {
    expect(ids(listMemberships([membership(1)], filters))).toEqual([10]);
    expect(ids(listMemberships([membership(1)], { ...filters, paymentType: 'fixed' }))).toEqual([11]);
    const monthlyOnly = membership(2, { paymentOptions: [option(20, 'recurring')] });
    expect(listMemberships([monthlyOnly], { ...filters, paymentType: 'fixed' })).toEqual([]);
  });

  it('keeps a type with access restrictions only when it gives access to the home centre', () => {
    const here = membership(1, { providesAccessTo: [{ id: 7, name: 'Leeds', slug: 'leeds' }] });
    const elsewhere = membership(2, { providesAccessTo: [{ id: 8, name: 'York', slug: 'york' }] });
    expect(ids(listMemberships([here, elsewhere, membership(3)], filters))).toEqual([10, 30]);
  });

  it('keeps the chosen category unless All types', () => {
    const swim = membership(2, { categories: [{ id: 2, name: 'Swim' }] });
    expect(ids(listMemberships([membership(1), swim], { ...filters, categoryId: 2 }))).toEqual([20]);
    expect(ids(listMemberships([membership(1), swim], filters))).toEqual([10, 20]);
  });

  it('hides what the user cannot buy unless ineligible memberships are shown, then marks them', () => {
    const student = membership(2, {
      paymentOptions: [option(20, 'recurring', { canPurchase: false, hasPrices: true })],
    });
    const noPrice = membership(3, {
      paymentOptions: [option(30, 'recurring', { canPurchase: true, hasPrices: false })],
    });
    expect(ids(listMemberships([membership(1), student, noPrice], filters))).toEqual([10]);
    const shown = listMemberships([membership(1), student, noPrice], { ...filters, showIneligible: true });
    expect(shown.map((listed) => listed.ineligible)).toEqual([false, true, true]);
  });

  it('lists each category once, by name, for the Membership type dropdown', () => {
    const swim = membership(2, {
      categories: [
        { id: 2, name: 'Swim' },
        { id: 1, name: 'Gym' },
      ],
    });
    expect(membershipCategories([membership(1), swim])).toEqual([
      { id: 1, name: 'Gym' },
      { id: 2, name: 'Swim' },
    ]);
  });

  it('reads the deep link payment type', () => {
    expect(paymentTypeFromSlug('monthly')).toBe('recurring');
    expect(paymentTypeFromSlug('Single-Payment')).toBe('fixed');
    expect(paymentTypeFromSlug('weekly')).toBeNull();
  });
});
