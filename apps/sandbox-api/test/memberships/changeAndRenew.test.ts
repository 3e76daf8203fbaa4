import { describe, expect, it } from 'vitest';
import {
  contract,
  type ChangeCosts,
  type HeldMembership,
  type JoiningCart,
  type MembershipType,
} from '@leisure/api-contract';
import { usePinnedSandbox } from './support/pinnedSandbox.ts';
import { createCustomer, giveMembership, monthlyGymMember, singlePaymentMember } from './support/customers.ts';

const t = usePinnedSandbox();
const { memberships, joining } = contract;

const changeCosts = (member: { token: string; membershipId: number }, slug: string, startsAt?: string) =>
  t.api.call<{ data: ChangeCosts; errors?: Record<string, string[]> }>(memberships.getChangeCosts, {
    token: member.token,
    params: { membershipId: member.membershipId, optionId: t.seeded.optionId(slug, 'recurring') },
    query: { startsAt },
  });

describe('changing a monthly membership', () => {
  it('offers monthly options at the home venue, not the current one, with the change window', async () => {
    const member = monthlyGymMember(t);
    const result = await t.api.call<{
      data: { membership: HeldMembership; startsAt: { min: string; max: string }; membershipTypes: MembershipType[] };
    }>(memberships.listChangeOptions, { token: member.token, params: { membershipId: member.membershipId } });
    expect(result.status).toBe(200);
    const { membership, startsAt, membershipTypes } = result.json.data;
    expect(startsAt).toEqual({ min: '2026-03-10', max: '2026-03-31' });
    expect(membership).toMatchObject({
      name: 'Gym Anywhere',
      status: 'active',
      nextPaymentDate: '2026-04-01',
      canChange: true,
    });
    const options = membershipTypes.flatMap((type) =>
      type.paymentOptions.map((option) => ({ type: type.slug, option })),
    );
    expect(options.every(({ option }) => option.paymentType === 'recurring')).toBe(true);
    expect(options.map(({ type }) => type)).not.toContain('gym-anywhere');
    expect(options.map(({ type }) => type)).toContain('premium-anywhere');
    expect(options.map(({ type }) => type)).not.toContain('manchester-multi-site');
    const premium = options.find(({ type }) => type === 'premium-anywhere')!.option;
    expect(premium.fees!.joiningFee.amount).toBe(0);
    expect(premium.totalToPayNow!.amount).toBe(1065 + 5499);
  });

  it('charges the part-month difference and a new month in hand, with no joining fee', async () => {
    const result = await changeCosts(monthlyGymMember(t), 'premium-anywhere', '2026-03-10');
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    const costs = result.json.data;
    // 22 days to 1 April: new 5499 × 22/31 = 3903, old 3999 × 22/31 = 2838, difference 1065.
    expect(costs).toMatchObject({
      startsAt: { min: '2026-03-10', max: '2026-03-31' },
      proRataDays: 22,
      firstBillingDate: '2026-04-01',
      differenceToOldMembership: '£15.00 more per month than your current membership',
      newMembershipPrice: { amount: 5499, formatted: '£54.99' },
      totalDueNow: {
        amount: 6564,
        formatted: '£65.64',
        composition: {
          monthInHand: { amount: 5499, formatted: '£54.99' },
          fees: { amount: 1065, formatted: '£10.65' },
        },
      },
    });
    expect(costs.fees.joiningFee.amount).toBe(0);
    expect(costs.totalToPayNow.amount).toBe(6564);
  });

  it('costs nothing now when moving to a cheaper membership', async () => {
    const result = await changeCosts(monthlyGymMember(t), 'off-peak-gym', '2026-03-25');
    expect(result.json.data).toMatchObject({
      proRataDays: 7,
      differenceToOldMembership: '£15.00 less per month than your current membership',
      totalDueNow: { amount: 0 },
    });
  });

  it.each([
    ['2026-03-09', 'The start date cannot be in the past.'],
    ['2026-04-01', 'The start date must be on or before 31 March 2026.'],
  ])('keeps the start within the window: %s', async (startsAt, message) => {
    const result = await changeCosts(monthlyGymMember(t), 'premium-anywhere', startsAt);
    expect(result.status).toBe(422);
    expect(result.json.errors).toEqual({ startsAt: [message] });
  });

  it('refuses options that cannot replace it', async () => {
    const member = monthlyGymMember(t);
    const same = await changeCosts(member, 'gym-anywhere');
    expect(same.json.errors).toEqual({ membershipTypeId: ['This is the membership you already have.'] });
    const fixed = await t.api.call(memberships.getChangeCosts, {
      token: member.token,
      params: { membershipId: member.membershipId, optionId: t.seeded.optionId('gym-anywhere', 'fixed') },
    });
    expect(fixed.json.errors).toEqual({
      membershipTypeId: ['A membership can only be changed to another monthly membership.'],
    });
  });

  it("answers 404 for another customer's membership and 409 for a single-payment one", async () => {
    const member = monthlyGymMember(t);
    const stranger = createCustomer(t.running);
    const other = await t.api.call(memberships.listChangeOptions, {
      token: stranger.token,
      params: { membershipId: member.membershipId },
    });
    expect(other.status).toBe(404);
    const annual = singlePaymentMember(t, '2026-09-29');
    const fixed = await t.api.call(memberships.listChangeOptions, {
      token: annual.token,
      params: { membershipId: annual.membershipId },
    });
    expect(fixed.status).toBe(409);
  });

  it('puts a change in the joining cart', async () => {
    const member = monthlyGymMember(t);
    const result = await t.api.call<{ data: JoiningCart }>(memberships.storeMembershipChange, {
      token: member.token,
      params: { membershipId: member.membershipId },
      body: {
        membershipTypeId: t.seeded.typeId('premium-anywhere'),
        paymentOptionId: t.seeded.optionId('premium-anywhere', 'recurring'),
        startDate: '2026-03-10',
      },
    });
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    expect(result.json.data).toMatchObject({
      kind: 'change',
      changesMembershipId: member.membershipId,
      homeVenue: { slug: 'leeds-city' },
      billingDay: 1,
      requiresNewMandate: false,
      differenceToOldMembership: '£15.00 more per month than your current membership',
      hasQuestions: true,
      answersComplete: false,
    });
    expect(result.json.data.paymentOption.costs.totalToPayNow.amount).toBe(6564);
    const late = await t.api.call(memberships.storeMembershipChange, {
      token: member.token,
      params: { membershipId: member.membershipId },
      body: {
        membershipTypeId: t.seeded.typeId('premium-anywhere'),
        paymentOptionId: t.seeded.optionId('premium-anywhere', 'recurring'),
        startDate: '2026-04-02',
      },
    });
    expect(late.json.errors).toEqual({ startDate: ['The start date must be on or before 31 March 2026.'] });
  });
});

/** Renews the member's membership, as the member (or as `token`, someone else). */
const renew = (member: { token: string; membershipId: number }, token = member.token) =>
  t.api.call<{ data: JoiningCart; message?: string }>(memberships.renewMembership, {
    token,
    params: { membershipId: member.membershipId },
  });

describe('renewing a single-payment membership', () => {
  it('puts the renewal in the joining cart from the day after the end, without the joining fee', async () => {
    const member = singlePaymentMember(t, '2026-03-29');
    const result = await renew(member);
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    expect(result.json.data).toMatchObject({
      kind: 'renewal',
      renewsMembershipId: member.membershipId,
      startDate: '2026-03-30',
      membershipType: { slug: 'manchester-multi-site' },
      paymentOption: { paymentType: 'fixed', costs: { endDate: '2026-09-29', totalToPayNow: { amount: 18000 } } },
    });
    expect(result.json.data.paymentOption.costs.fees.joiningFee.amount).toBe(0);
    const newcomer = await t.api.call<{ data: ChangeCosts }>(memberships.getMembershipCosts, {
      params: {
        typeId: t.seeded.typeId('manchester-multi-site'),
        optionId: t.seeded.optionId('manchester-multi-site', 'fixed'),
      },
      query: { startDate: '2026-03-30' },
    });
    expect(newcomer.json.data.fees.joiningFee.amount).toBe(1500);
    const cart = await t.api.call<{ data: JoiningCart }>(joining.getJoiningCart, { token: member.token });
    expect(cart.json.data).toEqual(result.json.data);
  });

  it('starts today once the membership has ended', async () => {
    const member = singlePaymentMember(t, '2026-02-01');
    const result = await renew(member);
    expect(result.json.data.startDate).toBe('2026-03-10');
  });

  it.each([
    ['2026-05-01', 'This membership can be renewed from 1 April 2026.'],
    ['2025-12-01', 'This membership cannot be renewed online.'],
  ])('refuses a membership ending %s', async (endDate, message) => {
    const member = singlePaymentMember(t, endDate);
    const result = await renew(member);
    expect(result.status).toBe(409);
    expect(result.json.message).toBe(message);
  });

  it('refuses a monthly membership and another customer’s', async () => {
    const member = monthlyGymMember(t);
    expect((await renew(member)).status).toBe(409);
    const stranger = createCustomer(t.running);
    expect((await renew(member, stranger.token)).status).toBe(404);
  });
});

describe('my memberships', () => {
  it('lists what can be changed or renewed', async () => {
    const member = singlePaymentMember(t, '2026-03-29');
    giveMembership(t.running, member.id, {
      paymentOptionId: t.seeded.optionId('classes-unlimited', 'recurring'),
      venueId: t.seeded.venueId('salford-quays'),
      price: 2900,
      startDate: '2026-03-20',
      billingDay: 7,
    });
    const result = await t.api.call<{ data: HeldMembership[] }>(memberships.listMyMemberships, { token: member.token });
    expect(result.status).toBe(200);
    expect(
      result.json.data.map((each) => [each.name, each.status, each.nextPaymentDate, each.canChange, each.canRenew]),
    ).toEqual([
      ['Classes Unlimited', 'pending', '2026-04-07', true, false],
      ['Greater Manchester Multi-Site', 'active', null, false, true],
    ]);
  });
});
