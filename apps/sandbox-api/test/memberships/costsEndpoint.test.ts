import { describe, expect, it } from 'vitest';
import { contract, type MembershipCosts } from '@leisure/api-contract';
import { usePinnedSandbox } from './support/pinnedSandbox.ts';
import { createCustomer } from './support/customers.ts';

const t = usePinnedSandbox();

async function costs(slug: string, paymentType: 'recurring' | 'fixed', query: Record<string, unknown>, token?: string) {
  return t.api.call<{ data: MembershipCosts; errors?: Record<string, string[]> }>(
    contract.memberships.getMembershipCosts,
    {
      params: { typeId: t.seeded.typeId(slug), optionId: t.seeded.optionId(slug, paymentType) },
      query,
      token,
    },
  );
}

describe('costs of a payment option', () => {
  it('works out the pro-rata part month to the first billing date', async () => {
    const result = await costs('gym-anywhere', 'recurring', { startDate: '2026-03-20', billingDay: 5 });
    expect(result.status).toBe(200);
    expect(result.json.data).toMatchObject({
      startDate: '2026-03-20',
      billingDay: 5,
      firstBillingDate: '2026-04-05',
      prettyFirstBillingDate: '5 April 2026',
      proRataDays: 16,
      paymentType: 'recurring',
      globalBasePrice: '£39.99',
      promotionEnabled: true,
    });
    // 3999 × 16/31 = 2064.0
    expect(result.json.data.fees.proRataFee).toEqual({ amount: 2064, formatted: '£20.64' });
    expect(result.json.data.totalToPayNow).toEqual({ amount: 4064, formatted: '£40.64' });
    expect(result.json.data.schedule.then).toEqual({
      amount: { amount: 3999, formatted: '£39.99' },
      every: 'month',
      from: '2026-04-05',
      prettyFrom: '5 April 2026',
    });
  });

  it('defaults the start date to today', async () => {
    const result = await costs('gym-anywhere', 'recurring', { billingDay: 1 });
    expect(result.json.data).toMatchObject({ startDate: '2026-03-10', proRataDays: 22 });
  });

  it('shows a month in hand and moves the first collection a month on', async () => {
    const result = await costs('premium-anywhere', 'recurring', { startDate: '2026-03-10', billingDay: 1 });
    expect(result.json.data.fees.monthInHandFee.amount).toBe(5499);
    expect(result.json.data.totalToPayNow.amount).toBe(2500 + 3903 + 5499);
    expect(result.json.data.schedule.then!.from).toBe('2026-05-01');
    expect(result.json.data.schedule.summary).toBe(
      'Today £119.02 (joining fee + part month + month in hand), then £54.99 a month from 1 May 2026 by Direct Debit.',
    );
  });

  it('charges the full price of a single payment now, with its end date and no billing day', async () => {
    const result = await costs('gym-anywhere', 'fixed', { startDate: '2026-03-31' });
    expect(result.status).toBe(200);
    expect(result.json.data).toMatchObject({
      paymentType: 'fixed',
      fixedDuration: 12,
      fixedPeriod: 'month',
      billingDay: null,
      firstBillingDate: null,
      prettyFirstBillingDate: null,
      endDate: '2027-03-30',
      proRataDays: 0,
    });
    expect(result.json.data.totalToPayNow.amount).toBe(39900);
    expect(result.json.data.schedule.then).toBeNull();
  });

  it('uses the venue price when a venue is given', async () => {
    const result = await costs('gym-anywhere', 'recurring', {
      billingDay: 1,
      venueId: t.seeded.venueId('hackney-wick'),
    });
    expect(result.json.data.fees.baseFee.amount).toBe(4699);
    expect(result.json.data.globalBasePrice).toBe('£46.99');
  });

  it("uses a Direct Debit payer's own billing day whatever is asked", async () => {
    const { token } = createCustomer(t.running, { billingDay: 15 });
    const result = await costs('gym-anywhere', 'recurring', { billingDay: 1 }, token);
    expect(result.json.data).toMatchObject({ billingDay: 15, firstBillingDate: '2026-03-15', proRataDays: 5 });
    const withoutDay = await costs('gym-anywhere', 'recurring', {}, token);
    expect(withoutDay.status).toBe(200);
  });
});

describe('start date, billing day and venue rules', () => {
  it.each([
    ['2026-03-09', 'The start date cannot be in the past.'],
    ['2026-04-11', 'The start date must be on or before 10 April 2026.'],
  ])('rejects %s', async (startDate, message) => {
    const result = await costs('gym-anywhere', 'recurring', { startDate, billingDay: 1 });
    expect(result.status).toBe(422);
    expect(result.json.errors).toEqual({ startDate: [message] });
  });

  it('accepts a start exactly one month ahead', async () => {
    expect((await costs('gym-anywhere', 'recurring', { startDate: '2026-04-10', billingDay: 1 })).status).toBe(200);
  });

  it('rejects an impossible date', async () => {
    const result = await costs('gym-anywhere', 'recurring', { startDate: '2026-02-30', billingDay: 1 });
    expect(result.status).toBe(422);
    expect(result.json.errors).toEqual({ startDate: ['Date must be valid.'] });
  });

  it('needs a billing day for a monthly option when the user has none', async () => {
    const result = await costs('gym-anywhere', 'recurring', { startDate: '2026-03-10' });
    expect(result.status).toBe(422);
    expect(result.json.errors).toEqual({ billingDay: ['Choose a billing day.'] });
  });

  it.each([0, 29, 'x'])('rejects billing day %s', async (billingDay) => {
    const result = await costs('gym-anywhere', 'recurring', { billingDay });
    expect(result.status).toBe(422);
    expect(Object.keys(result.json.errors!)).toEqual(['billingDay']);
  });

  it('reports every problem at once', async () => {
    const result = await costs('manchester-multi-site', 'recurring', {
      startDate: '2026-01-01',
      venueId: t.seeded.venueId('leeds-city'),
    });
    expect(result.json.errors).toEqual({
      venueId: ['Greater Manchester Multi-Site is not sold at Leeds City Leisure Centre.'],
      startDate: ['The start date cannot be in the past.'],
      billingDay: ['Choose a billing day.'],
    });
  });

  it('answers incalculablePrice when there is no price for the user', async () => {
    const { token } = createCustomer(t.running, { dateOfBirth: '1950-01-01' });
    const result = await costs('off-peak-gym', 'recurring', { billingDay: 1 }, token);
    expect(result.status).toBe(422);
    expect(result.json.errors).toEqual({ incalculablePrice: ['Could not calculate price.'] });
  });

  it('answers 404 for an option of another membership', async () => {
    const result = await t.api.call(contract.memberships.getMembershipCosts, {
      params: { typeId: t.seeded.typeId('gym-anywhere'), optionId: t.seeded.optionId('swim-only', 'recurring') },
      query: { billingDay: 1 },
    });
    expect(result.status).toBe(404);
  });
});
