import { describe, expect, it } from 'vitest';
import {
  contract,
  type BillingDayChangeQuote,
  type CancellationQuote,
  type HeldMembership,
  type MyDirectDebit,
} from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { useSandbox } from '../support/useSandbox.ts';

// The limits on changing the billing day (docs/decisions/0463). Alex pays £39.99 for Gym Anywhere on the 15th.
const { directDebit, memberships, membershipChanges } = contract;

type Answer<T> = { data: T; message?: string; errors?: Record<string, string[]> };

function alexAt(now: string) {
  const { api } = useSandbox({ clock: fixedClock(now) });
  const token = () => api.login('memberWithDirectDebit');
  const mine = async (t: string) =>
    (await api.call<Answer<MyDirectDebit>>(directDebit.getMyDirectDebit, { token: t })).json.data.instruction!;
  const changeDay = (t: string, billingDay: number) =>
    api.call<Answer<unknown>>(directDebit.changeMyBillingDay, { token: t, body: { billingDay } });
  const quoteDay = (t: string, billingDay: number) =>
    api.call<Answer<BillingDayChangeQuote>>(directDebit.quoteMyBillingDayChange, {
      token: t,
      query: { billingDay: String(billingDay) },
    });
  const gym = async (t: string) =>
    (await api.call<Answer<HeldMembership[]>>(memberships.listMyMemberships, { token: t })).json.data.find(
      (held) => held.name === 'Gym Anywhere',
    )!;
  const moveClockTo = (to: string) =>
    fetch(`${api.origin}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to }),
    });
  return { api, token, mine, changeDay, quoteDay, gym, moveClockTo };
}

describe('one change until the first collection on the new day has been taken', () => {
  // Saturday 5 December 2026: the collection on 15 December is inside the notice period and goes ahead.
  const alex = alexAt('2026-12-05T21:30:00Z');

  it('alternating the day refuses every change after the first, by the field, and defers nothing', async () => {
    const token = await alex.token();
    expect((await alex.changeDay(token, 20)).status).toBe(200);
    const days = [15, 20, 15, 20, 15, 20, 15, 20, 15, 20, 15];
    for (const day of days) {
      const answer = await alex.changeDay(token, day);
      expect(answer.status, `day ${day}`).toBe(422);
      expect(answer.json.errors?.billingDay).toEqual([
        'You changed your billing day to the 20th recently. You can change it again after the first collection on ' +
          'that day, on 20 January 2027.',
      ]);
    }
    const quote = await alex.quoteDay(token, 15);
    expect(quote.status).toBe(422);

    const instruction = await alex.mine(token);
    expect(instruction.billingDay).toBe(20);
    expect(instruction.nextCollection).toEqual({ date: '2026-12-15', amount: { amount: 3999, formatted: '£39.99' } });
    // 15 January's month moves to the 20th: 15–19 January (5 days of 31) are added to 20 January, and no later.
    expect((await alex.gym(token)).nextPaymentDate).toBe('2026-12-15');
  });

  it('allows a new change once that collection has been taken', async () => {
    expect((await alex.moveClockTo('2027-01-20T12:00:00Z')).status).toBe(200);
    // Logged in again: the session of 5 December has run out by 20 January.
    const token = await alex.token();
    const answer = await alex.changeDay(token, 15);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  });
});

describe('giving notice after a change of day', () => {
  // Sunday 20 December 2026: 15 December has been collected; 15 January is the first collection outside the notice.
  const alex = alexAt('2026-12-20T10:00:00Z');

  it('collects the days from the old date up to the end on the old date, so nothing is left unpaid', async () => {
    const token = await alex.token();
    const changed = await alex.changeDay(token, 28);
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const { id } = await alex.gym(token);
    const as = { token, params: { membershipId: id } };

    // A month's notice ends the day before the first collection a month on: 28 January, on the new day. The days
    // 15–27 January were to be paid with it; they are due on 15 January, the date they were due before the change.
    const quote = await alex.api.call<Answer<CancellationQuote>>(membershipChanges.quoteCancellation, as);
    expect(quote.status).toBe(200);
    const part = { amount: Math.round((3999 * 13) / 31), formatted: '£16.77' };
    expect(quote.json.data).toMatchObject({
      endDate: '2027-01-27',
      lastPaymentDate: '2027-01-15',
      lastPaymentAmount: part,
      remainingPayments: [{ date: '2027-01-15', amount: part }],
    });

    expect((await alex.api.call(membershipChanges.cancelMembership, as)).status).toBe(201);
    expect((await alex.mine(token)).nextCollection).toEqual({ date: '2027-01-15', amount: part });
    expect(await alex.gym(token)).toMatchObject({ nextPaymentDate: '2027-01-15', nextPaymentAmount: part });
  });
});
