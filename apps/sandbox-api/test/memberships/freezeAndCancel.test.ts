import { describe, expect, it } from 'vitest';
import { contract, type HeldMembership } from '@leisure/api-contract';
import { usePinnedSandbox } from './support/pinnedSandbox.ts';
import { createCustomer, monthlyGymMember, singlePaymentMember } from './support/customers.ts';

// Freezing and cancelling over HTTP on Tuesday 10 March 2026 (docs/decisions/0440, 0441).
const t = usePinnedSandbox();
const { membershipChanges: changes, memberships } = contract;

type Member = { token: string; membershipId: number };
const as = (member: Member) => ({ token: member.token, params: { membershipId: member.membershipId } });

async function heldNow(member: Member): Promise<HeldMembership> {
  const list = await t.api.call<{ data: HeldMembership[] }>(memberships.listMyMemberships, { token: member.token });
  return list.json.data.find((held) => held.id === member.membershipId)!;
}

/** A monthly member who joined on 1 March: still in the 14-day cooling-off period. */
function newMonthlyMember() {
  const member = monthlyGymMember(t);
  t.running.sandbox.services.db
    .prepare("UPDATE user_memberships SET start_date = '2026-03-01', created_at = '2026-03-01T10:00:00Z' WHERE id = ?")
    .run(member.membershipId);
  return member;
}

/** Paid in full for a year, to 29 September 2026. */
const annualMember = () => singlePaymentMember(t, '2026-09-29');

describe('freezing a monthly membership', () => {
  it('offers the window and fee, quotes the effect, freezes, and ends the freeze', async () => {
    const member = monthlyGymMember(t);
    expect(await heldNow(member)).toMatchObject({ canFreeze: true, canCancel: true, freeze: null, notice: null });
    const options = await t.api.call(changes.getFreezeOptions, as(member));
    expect(options.status).toBe(200);
    expect(options.json.data).toEqual({
      startDate: { min: '2026-04-01', max: '2026-06-10' },
      minDays: 7,
      maxMonths: 3,
      monthlyFee: { amount: 500, formatted: '£5.00' },
      usualMonthlyPrice: { amount: 3999, formatted: '£39.99' },
    });

    const quote = await t.api.call(changes.quoteFreeze, {
      ...as(member),
      query: { startDate: '2026-04-01', endDate: '2026-04-30' },
    });
    expect(quote.status, JSON.stringify(quote.json)).toBe(200);
    expect(quote.json.data).toMatchObject({
      days: 30,
      reducedPayments: [{ date: '2026-04-01', usualAmount: { amount: 3999 }, amount: { amount: 500 } }],
      nextFullPayment: { date: '2026-05-01', amount: { amount: 3999 } },
      saving: { formatted: '£34.99' },
    });

    const frozen = await t.api.call(changes.freezeMembership, {
      ...as(member),
      body: { startDate: '2026-04-01', endDate: '2026-04-30', reason: 'travel' },
    });
    expect(frozen.status, JSON.stringify(frozen.json)).toBe(201);
    expect(frozen.json.data).toMatchObject({
      status: 'active',
      canFreeze: false,
      nextPaymentDate: '2026-04-01',
      nextPaymentAmount: { amount: 500 },
      freeze: { startDate: '2026-04-01', endDate: '2026-04-30', reason: 'travel', status: 'scheduled' },
    });

    const again = await t.api.call(changes.freezeMembership, {
      ...as(member),
      body: { startDate: '2026-05-01', endDate: '2026-05-31', reason: 'travel' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/one freeze at a time/);

    const ended = await t.api.call(changes.endMembershipFreeze, as(member));
    expect(ended.status).toBe(200);
    expect(ended.json.data).toMatchObject({ freeze: null, canFreeze: true, nextPaymentAmount: { amount: 3999 } });
    expect((await t.api.call(changes.endMembershipFreeze, as(member))).status).toBe(409);
  });

  it.each([
    ['a start before the next collection', { startDate: '2026-03-20', endDate: '2026-04-30' }, 'startDate'],
    ['a start more than 3 months ahead', { startDate: '2026-06-11', endDate: '2026-07-11' }, 'startDate'],
    ['fewer than 7 days', { startDate: '2026-04-01', endDate: '2026-04-05' }, 'endDate'],
    ['more than 3 months', { startDate: '2026-04-01', endDate: '2026-08-01' }, 'endDate'],
    ['not a date', { startDate: '1 April', endDate: '2026-04-30' }, 'startDate'],
  ])('refuses %s with a message by the field', async (_, dates, field) => {
    const member = monthlyGymMember(t);
    const result = await t.api.call(changes.freezeMembership, { ...as(member), body: { ...dates, reason: 'work' } });
    expect(result.status).toBe(422);
    expect(Object.keys(result.json.errors)).toEqual([field]);
  });

  it('asks for a reason', async () => {
    const member = monthlyGymMember(t);
    const result = await t.api.call(changes.freezeMembership, {
      ...as(member),
      body: { startDate: '2026-04-01', endDate: '2026-04-30' },
    });
    expect(result.status).toBe(422);
    expect(result.json.errors.reason).toEqual(['Choose a reason for the freeze.']);
  });

  it.each([
    ['a single-payment membership', annualMember, /Only monthly memberships/],
    ['a membership in its cooling-off period', newMonthlyMember, /cooling-off/],
  ])('refuses to freeze %s', async (_, make, reason) => {
    const member = make();
    expect((await heldNow(member)).canFreeze).toBe(false);
    const result = await t.api.call(changes.getFreezeOptions, as(member));
    expect(result.status).toBe(409);
    expect(result.json.message).toMatch(reason);
  });

  it("does not find another customer's membership", async () => {
    const member = monthlyGymMember(t);
    const other = createCustomer(t.running);
    const params = { membershipId: member.membershipId };
    expect((await t.api.call(changes.getFreezeOptions, { token: other.token, params })).status).toBe(404);
    expect((await t.api.call(changes.cancelMembership, { token: other.token, params })).status).toBe(404);
    expect((await t.api.call(changes.withdrawMembershipCancellation, { token: other.token, params })).status).toBe(404);
  });
});

describe('cancelling online', () => {
  const outbox = (userId: number) =>
    t.running.sandbox.services.db
      .prepare('SELECT kind, subject, body_text AS bodyText FROM email_outbox WHERE user_id = ? ORDER BY id')
      .all(userId) as { kind: string; subject: string; bodyText: string }[];

  it('gives a month’s notice to the day before a billing date, emails it, and can be withdrawn', async () => {
    const member = monthlyGymMember(t);
    const quote = await t.api.call(changes.quoteCancellation, as(member));
    expect(quote.status).toBe(200);
    expect(quote.json.data).toMatchObject({
      givenOn: '2026-03-10',
      endDate: '2026-04-30',
      lastPaymentDate: '2026-04-01',
      lastPaymentAmount: { formatted: '£39.99' },
      coolingOff: false,
      refund: null,
    });

    const cancelled = await t.api.call(changes.cancelMembership, as(member));
    expect(cancelled.status).toBe(201);
    expect(cancelled.json.data).toMatchObject({
      endDate: '2026-04-30',
      canCancel: false,
      canFreeze: false,
      canChange: false,
      notice: { endDate: '2026-04-30', lastPaymentDate: '2026-04-01', canWithdraw: true },
    });
    const [email] = outbox(member.id);
    expect(email).toMatchObject({
      kind: 'membership-cancelled',
      subject: 'Your Gym Anywhere membership ends on 30 April 2026',
    });
    expect(email!.bodyText).toContain('Your last Direct Debit payment is £39.99 on 1 April 2026.');

    const twice = await t.api.call(changes.cancelMembership, as(member));
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('Notice has already been given: this membership ends on 30 April 2026.');
    const freeze = await t.api.call(changes.getFreezeOptions, as(member));
    expect(freeze.status).toBe(409);

    const kept = await t.api.call(changes.withdrawMembershipCancellation, as(member));
    expect(kept.status).toBe(200);
    expect(kept.json.data).toMatchObject({ endDate: null, notice: null, canCancel: true, canChange: true });
    expect(outbox(member.id).map((sent) => sent.kind)).toEqual(['membership-cancelled', 'membership-kept']);
    expect((await t.api.call(changes.withdrawMembershipCancellation, as(member))).status).toBe(409);
  });

  it('cuts a freeze at the end date and drops one after it', async () => {
    const member = monthlyGymMember(t);
    await t.api.call(changes.freezeMembership, {
      ...as(member),
      body: { startDate: '2026-04-20', endDate: '2026-05-20', reason: 'injury-or-illness' },
    });
    const cancelled = await t.api.call(changes.cancelMembership, as(member));
    expect(cancelled.json.data.freeze).toMatchObject({ startDate: '2026-04-20', endDate: '2026-04-30' });
    // 11 of April's 30 days frozen: 3999 − 3499 × 11/30.
    expect(cancelled.json.data.notice.lastPaymentAmount.amount).toBe(3999 - Math.round((3499 * 11) / 30));
  });

  it('refunds in full in the cooling-off period, ending today, and cannot be withdrawn', async () => {
    const member = newMonthlyMember();
    const quote = await t.api.call(changes.quoteCancellation, as(member));
    expect(quote.json.data).toMatchObject({ coolingOff: true, endDate: '2026-03-10', refund: { amount: 3999 } });
    const cancelled = await t.api.call(changes.cancelMembership, as(member));
    expect(cancelled.json.data).toMatchObject({
      endDate: '2026-03-10',
      notice: { coolingOff: true, refund: { formatted: '£39.99' }, canWithdraw: false },
    });
    expect(outbox(member.id)[0]!.bodyText).toContain('£39.99 will be refunded in full');
    const withdraw = await t.api.call(changes.withdrawMembershipCancellation, as(member));
    expect(withdraw.status).toBe(409);
    expect(withdraw.json.message).toMatch(/cannot be withdrawn/);
  });

  it('refunds what was paid to join in the cooling-off period, and the payments history shows it refunded', async () => {
    const member = newMonthlyMember();
    const db = t.running.sandbox.services.db;
    // The joining order's card payment, as the checkout records it: first month pro rata and the joining fee.
    const orderId = Number(
      db
        .prepare(
          `INSERT INTO orders (reference, customer_user_id, placed_by_user_id, source, order_type, total, tax, created_at)
           VALUES ('BW-COOL01', ?, ?, 'online-joining', 'membership', 5499, 0, '2026-03-01T10:00:00Z')`,
        )
        .run(member.id, member.id).lastInsertRowid,
    );
    db.prepare('UPDATE user_memberships SET order_id = ? WHERE id = ?').run(orderId, member.membershipId);
    db.prepare(
      "INSERT INTO order_payments (order_id, tender_type, amount, reference) VALUES (?, 'card', 5499, 'BW-COOL01')",
    ).run(orderId);
    db.prepare(
      `INSERT INTO account_payments (user_id, paid_on, description, amount_pence, method, method_description, status, reference, order_id)
       VALUES (?, '2026-03-01', 'Gym Monthly', 5499, 'card', 'Visa ending 4242', 'paid', 'BW-COOL01', ?)`,
    ).run(member.id, orderId);

    const quote = await t.api.call(changes.quoteCancellation, as(member));
    expect(quote.json.data).toMatchObject({ coolingOff: true, refund: { amount: 5499 } });
    await t.api.call(changes.cancelMembership, as(member));
    const history = await t.api.call<{ data: { payments: { reference: string; status: string }[] } }>(
      contract.account.listMyPayments,
      { token: member.token, query: {} },
    );
    expect(history.json.data.payments.find((payment) => payment.reference === 'BW-COOL01')).toMatchObject({
      status: 'refunded',
    });
  });

  it('has nothing to cancel on a single-payment membership past cooling-off', async () => {
    const member = annualMember();
    expect((await heldNow(member)).canCancel).toBe(false);
    const result = await t.api.call(changes.cancelMembership, as(member));
    expect(result.status).toBe(409);
    expect(result.json.message).toMatch(/does not renew: it simply ends on 29 September 2026/);
  });
});
