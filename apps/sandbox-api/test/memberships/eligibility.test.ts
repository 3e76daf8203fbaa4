import { describe, expect, it } from 'vitest';
import { contract, type MembershipType, type PaymentOption } from '@leisure/api-contract';
import { usePinnedSandbox } from './support/pinnedSandbox.ts';
import { createCustomer, giveMembership } from './support/customers.ts';
import { checkEligibility } from '../../src/features/memberships/pricing/eligibility.ts';

// Today is 10 March 2026: someone born on 10 March 2010 turned 16 today; born 11 March 2010 is still 15.
const t = usePinnedSandbox();

async function optionFor(
  token: string | undefined,
  typeSlug: string,
  venue = 'leeds-city',
  index = 0,
): Promise<PaymentOption> {
  const result = await t.api.call<{ data: MembershipType[] }>(contract.memberships.listMembershipTypes, {
    query: { venueId: t.seeded.venueId(venue) },
    token,
  });
  expect(result.status).toBe(200);
  const type = result.json.data.find((each) => each.slug === typeSlug);
  if (!type) throw new Error(`${typeSlug} is not sold at ${venue}`);
  return type.paymentOptions[index]!;
}

const born = (dateOfBirth: string | null) => createCustomer(t.running, { dateOfBirth }).token;

describe('eligibility by age, against the pinned clock', () => {
  it.each([
    ['junior-swim-and-sport', '2010-03-11', true], // 15, sixteenth birthday tomorrow
    ['junior-swim-and-sport', '2010-03-10', false], // 16 today
    ['senior-active', '1960-03-10', true], // 66 today
    ['senior-active', '1960-03-11', false], // 65 until tomorrow
    ['student-gym', '2010-03-10', true], // 16
    ['student-gym', '2000-03-11', true], // 25
    ['student-gym', '2000-03-10', false], // 26 today
    ['gym-anywhere', '2010-03-11', false], // 15: the gym is 16 and over
    ['gym-anywhere', '2010-03-10', true],
    ['racquets-club', '2018-01-01', true], // no eligibility rule
  ])('%s for a customer born %s: can purchase %s', async (slug, dateOfBirth, expected) => {
    const option = await optionFor(born(dateOfBirth), slug);
    expect(option.isPurchasable.canPurchase).toBe(expected);
    expect(option.isPurchasable.message === null).toBe(expected);
  });

  it('explains why in words', async () => {
    expect((await optionFor(born('2010-03-10'), 'junior-swim-and-sport')).isPurchasable.message).toBe(
      'This membership is for customers under 16.',
    );
    expect((await optionFor(born('1960-03-11'), 'senior-active')).isPurchasable.message).toBe(
      'This membership is for customers aged 66 and over.',
    );
    expect((await optionFor(born('2000-03-10'), 'student-gym')).isPurchasable.message).toBe(
      'This membership is for customers aged 16 to 25.',
    );
  });

  it('asks for a date of birth before an age-limited membership can be bought', async () => {
    const option = await optionFor(born(null), 'senior-active');
    expect(option.isPurchasable).toEqual({
      canPurchase: false,
      hasPrices: true,
      message: 'Add your date of birth in My details so that we can check you can buy this membership.',
    });
    expect((await optionFor(born(null), 'racquets-club')).isPurchasable.canPurchase).toBe(true);
  });

  it('lets guests buy anything with a price: eligibility is checked once they log in', async () => {
    for (const slug of ['junior-swim-and-sport', 'senior-active', 'student-gym', 'off-peak-gym']) {
      expect((await optionFor(undefined, slug)).isPurchasable).toEqual({
        canPurchase: true,
        hasPrices: true,
        message: null,
      });
    }
  });

  it('flags memberships that need proof of eligibility later', async () => {
    const result = await t.api.call<{ data: MembershipType[] }>(contract.memberships.listMembershipTypes, {
      query: { venueId: t.seeded.venueId('leeds-city') },
    });
    const proof = Object.fromEntries(
      result.json.data.map((type) => [type.slug, type.eligibility?.requiresProof ?? null]),
    );
    expect(proof).toMatchObject({
      'student-gym': true,
      'leisure-pass-concession': true,
      'senior-active': false,
      'racquets-club': null,
    });
  });
});

describe('prices by age', () => {
  it('gives juniors and seniors their own price, and adults the standard one', async () => {
    expect((await optionFor(born('2015-05-01'), 'swim-only')).fees!.baseFee.amount).toBe(1200);
    expect((await optionFor(born('1950-05-01'), 'swim-only')).fees!.baseFee.amount).toBe(1800);
    expect((await optionFor(born('1990-05-01'), 'swim-only')).fees!.baseFee.amount).toBe(2450);
    // The headline price stays the standard one whoever looks.
    expect((await optionFor(born('2015-05-01'), 'swim-only')).globalBasePrice).toBe('£24.50');
  });

  it('has no price for an age no band covers: hasPrices false, no costs', async () => {
    const option = await optionFor(born('1955-01-01'), 'off-peak-gym'); // 71: off-peak is priced for 16 to 65
    expect(option.isPurchasable).toEqual({
      canPurchase: false,
      hasPrices: false,
      message: 'This membership has no price for you, so it cannot be bought online.',
    });
    expect(option).toMatchObject({ fees: null, totalToPayNow: null, schedule: null, globalBasePrice: '£24.99' });
    expect((await optionFor(born('1990-01-01'), 'off-peak-gym')).isPurchasable.hasPrices).toBe(true);
  });
});

describe('memberships already held', () => {
  it('cannot be bought twice while active or not yet started, but can once ended', async () => {
    const customer = createCustomer(t.running);
    const venueId = t.seeded.venueId('leeds-city');
    const racquets = t.seeded.optionId('racquets-club', 'recurring');
    giveMembership(t.running, customer.id, {
      paymentOptionId: racquets,
      venueId,
      price: 1800,
      startDate: '2026-03-20',
      billingDay: 1,
    });
    const option = await optionFor(customer.token, 'racquets-club');
    expect(option.isPurchasable).toEqual({
      canPurchase: false,
      hasPrices: true,
      message: 'You already have this membership.',
    });

    const former = createCustomer(t.running);
    giveMembership(t.running, former.id, {
      paymentOptionId: racquets,
      venueId,
      price: 1800,
      startDate: '2025-01-01',
      endDate: '2026-03-09',
      billingDay: 1,
    });
    expect((await optionFor(former.token, 'racquets-club')).isPurchasable.canPurchase).toBe(true);
  });
});

describe('checkEligibility', () => {
  it('passes anyone when there is no rule or no age limit', () => {
    expect(checkEligibility(null, null)).toEqual({ eligible: true });
    expect(
      checkEligibility({ name: 'x', description: '', minAge: null, maxAge: null, requiresProof: true }, null),
    ).toEqual({
      eligible: true,
    });
  });
});
