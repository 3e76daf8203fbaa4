import { describe, expect, it } from 'vitest';
import { contract, type MembershipCosts } from '@leisure/api-contract';
import { usePinnedSandbox } from './support/pinnedSandbox.ts';

const t = usePinnedSandbox();

const validate = (code: string, slug: string, paymentType: 'recurring' | 'fixed' = 'recurring') =>
  t.api.call(contract.memberships.validatePromotion, {
    params: { code, paymentOptionId: t.seeded.optionId(slug, paymentType) },
  });

const costsWith = (code: string, slug: string, paymentType: 'recurring' | 'fixed' = 'recurring') =>
  t.api.call<{ data: MembershipCosts }>(contract.memberships.getMembershipCosts, {
    params: { typeId: t.seeded.typeId(slug), optionId: t.seeded.optionId(slug, paymentType) },
    query: { startDate: '2026-03-10', billingDay: 1, promotionCodeId: t.seeded.promotionId(code) },
  });

describe('validating a promotion code', () => {
  it('answers the code and its id, whatever the case typed', async () => {
    const result = await validate('spring25', 'gym-anywhere');
    expect(result.status).toBe(200);
    expect(result.json.data).toEqual({ code: 'SPRING25', id: t.seeded.promotionId('SPRING25') });
  });

  it.each([
    ['an unknown code', 'NOTACODE', 'gym-anywhere'],
    ['an expired code', 'NEWYEAR20', 'gym-anywhere'],
    ['a code tied to other payment options', 'PREMIUM10', 'gym-anywhere'],
    ['an option that takes no promotions', 'JOINFREE', 'junior-swim-and-sport'],
  ])('rejects %s with "Code not recognised"', async (_, code, slug) => {
    const result = await validate(code, slug);
    expect(result.status).toBe(422);
    expect(result.json).toEqual({ message: 'Code not recognised', errors: { code: ['Code not recognised'] } });
  });

  it('accepts a code tied to the option it is tied to', async () => {
    expect((await validate('PREMIUM10', 'premium-anywhere')).status).toBe(200);
  });

  it('answers 404 for an unknown payment option', async () => {
    const result = await t.api.call(contract.memberships.validatePromotion, {
      params: { code: 'SPRING25', paymentOptionId: 99999 },
    });
    expect(result.status).toBe(404);
  });
});

describe('promotion discounts in costs', () => {
  it('takes 25% off the joining fee', async () => {
    const { data } = (await costsWith('SPRING25', 'gym-anywhere')).json;
    expect(data.fees.discount).toEqual({ amount: 500, formatted: '£5.00' });
    expect(data.totalToPayNow.amount).toBe(2000 + 2838 - 500);
    expect(data.promotion).toEqual({
      id: t.seeded.promotionId('SPRING25'),
      code: 'SPRING25',
      name: '25% off the joining fee',
    });
    expect(data.schedule.today.covers).toContain('Promotion SPRING25 -£5.00');
  });

  it('makes the joining fee free', async () => {
    const { data } = (await costsWith('JOINFREE', 'gym-anywhere')).json;
    expect(data.fees.discount.amount).toBe(2000);
    expect(data.totalToPayNow.amount).toBe(2838);
  });

  it('takes £10 off the first payment of the option it is tied to', async () => {
    const { data } = (await costsWith('PREMIUM10', 'premium-anywhere')).json;
    expect(data.fees.discount.amount).toBe(1000);
    expect(data.totalToPayNow.amount).toBe(2500 + 3903 + 5499 - 1000);
  });

  it('takes nothing off a single payment with no joining fee for a joining-fee code', async () => {
    const { data } = (await costsWith('SPRING25', 'gym-anywhere', 'fixed')).json;
    expect(data.fees.discount.amount).toBe(0);
  });

  it.each([
    ['NEWYEAR20', 'gym-anywhere'],
    ['PREMIUM10', 'gym-anywhere'],
    ['SPRING25', 'leisure-pass-concession'],
  ])('rejects %s for %s on promotionCodeId', async (code, slug) => {
    const result = await costsWith(code, slug);
    expect(result.status).toBe(422);
    expect(result.json).toMatchObject({ errors: { promotionCodeId: ['Code not recognised'] } });
  });
});
