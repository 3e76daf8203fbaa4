import { describe, expect, it } from 'vitest';
import {
  contract,
  type BillingDayChangeQuote,
  type DirectDebitChangeResult,
  type MyDirectDebit,
} from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { useSandbox } from '../support/useSandbox.ts';
import { heldMembershipsOf, nextPaymentDate } from '../../src/features/memberships/index.ts';

// Today is Tuesday 10 March 2026. Alex pays by Direct Debit on the 15th; Sam has no Direct Debit.
const { api, db } = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });
const { directDebit } = contract;

type Answer<T> = { data: T; message?: string; errors?: Record<string, string[]> };

const mine = async (token: string) =>
  (await api.call<Answer<MyDirectDebit>>(directDebit.getMyDirectDebit, { token })).json.data;
const quote = (token: string, billingDay: string) =>
  api.call<Answer<BillingDayChangeQuote>>(directDebit.quoteMyBillingDayChange, { token, query: { billingDay } });
const changeDay = (token: string, billingDay: unknown) =>
  api.call<Answer<DirectDebitChangeResult>>(directDebit.changeMyBillingDay, { token, body: { billingDay } });
const changeBank = (token: string, accountDetails: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  api.call<Answer<DirectDebitChangeResult>>(directDebit.changeMyBankDetails, {
    token,
    body: { accountHolder: 'Alex Morgan', ddTermsAccepted: true, accountDetails, ...extra },
  });
const outbox = (kind: string) =>
  db().prepare('SELECT to_address, subject, body_text FROM email_outbox WHERE kind = ? ORDER BY id').all(kind) as {
    to_address: string;
    subject: string;
    body_text: string;
  }[];

describe('GET /my-account/direct-debit', () => {
  it("shows a member's instruction with the account number masked and the next collection", async () => {
    const { instruction } = await mine(await api.login('memberWithDirectDebit'));
    expect(instruction).toMatchObject({
      accountHolder: 'Alex Morgan',
      sortCode: '089999',
      accountNumberMasked: '****4958',
      billingDay: 15,
      advanceNoticeWorkingDays: 10,
    });
    expect(instruction?.nextCollection?.date).toBe('2026-03-15');
    expect(JSON.stringify(instruction)).not.toContain('66374958');
  });

  it('says a customer without a Direct Debit has none', async () => {
    expect(await mine(await api.login('memberWithoutDirectDebit'))).toEqual({ instruction: null });
  });
});

describe('refusals', () => {
  it.each([
    ['day 0', '0'],
    ['day 29', '29'],
    ['day 31', '31'],
    ['half a day', '2.5'],
    ['not a number', 'soon'],
  ])('a billing day out of range (%s) is 422 on billingDay', async (_case, day) => {
    const answer = await quote(await api.login('memberWithDirectDebit'), day);
    expect(answer.status).toBe(422);
    expect(answer.json.errors?.billingDay?.length).toBeGreaterThan(0);
  });

  it('the current day is 422 on billingDay', async () => {
    const answer = await changeDay(await api.login('memberWithDirectDebit'), 15);
    expect(answer.status).toBe(422);
    expect(answer.json.errors?.billingDay).toEqual([
      'Your payments are already collected on day 15. Choose another day.',
    ]);
  });

  it('a customer without a Direct Debit is 409 for either change', async () => {
    const token = await api.login('memberWithoutDirectDebit');
    expect((await changeDay(token, 3)).status).toBe(409);
    expect((await quote(token, '3')).status).toBe(409);
    const bank = await changeBank(token, { sortCode: '107999', accountNumber: '88837491' });
    expect(bank.status).toBe(409);
    expect(bank.json.message).toBe(
      'You do not have a Direct Debit. One is set up when you join a membership paid monthly.',
    );
  });

  it.each([
    ['a short sort code', { sortCode: '10799', accountNumber: '88837491' }, 'accountDetails.sortCode'],
    [
      'letters in the account number',
      { sortCode: '107999', accountNumber: '8883749X' },
      'accountDetails.accountNumber',
    ],
    ['a pair failing the modulus check', { sortCode: '107999', accountNumber: '88837492' }, 'accountDetails'],
    ['Vocalink exception 1 failing', { sortCode: '118765', accountNumber: '64371388' }, 'accountDetails'],
    ['no account details', null, 'accountDetails'],
  ])('bank details with %s are 422 by their field', async (_case, accountDetails, field) => {
    const answer = await api.call<Answer<unknown>>(directDebit.changeMyBankDetails, {
      token: await api.login('memberWithDirectDebit'),
      body: { accountHolder: 'Alex Morgan', ddTermsAccepted: true, accountDetails },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors ?? {})).toContain(field);
  });

  it('bank details without the authorisation or a holder name are 422 on those fields', async () => {
    const answer = await changeBank(
      await api.login('memberWithDirectDebit'),
      { sortCode: '107999', accountNumber: '88837491' },
      { accountHolder: 'A', ddTermsAccepted: false },
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors ?? {}).sort()).toEqual(['accountHolder', 'ddTermsAccepted']);
  });
});

describe('changing the billing day', () => {
  it('quotes the collection going ahead and the first on the new day with its pro-rata part, changing nothing', async () => {
    const token = await api.login('memberWithDirectDebit');
    const before = await mine(token);
    const answer = await quote(token, '20');
    expect(answer.status).toBe(200);
    const monthly = before.instruction!.nextCollection!.amount.amount;
    expect(answer.json.data).toMatchObject({
      currentBillingDay: 15,
      billingDay: 20,
      collectionGoingAhead: { date: '2026-03-15' },
      firstCollection: { date: '2026-04-20' },
      proRataDays: 5,
      monthlyAmount: { amount: monthly },
    });
    expect(answer.json.data.firstCollection.amount.amount).toBe(monthly + answer.json.data.proRataAmount.amount);
    expect(await mine(token)).toEqual(before);
  });

  it('moves the instruction, the user and the memberships, and emails the advance notice', async () => {
    const token = await api.login('memberWithDirectDebit');
    const answer = await changeDay(token, 20);
    expect(answer.status).toBe(200);
    expect(answer.json.data.instruction.billingDay).toBe(20);
    expect(answer.json.data.firstCollection?.date).toBe('2026-04-20');
    // The collection on the 15th is inside the notice period: it is still the next one.
    expect(answer.json.data.instruction.nextCollection?.date).toBe('2026-03-15');

    const user = await api.call<{ data: { billingDay: number | null } }>(contract.auth.getUser, { token });
    expect(user.json.data.billingDay).toBe(20);
    // The memberships' next payment follows (checked on the records: the list endpoint's view is the memberships
    // feature's).
    const userId = (
      db().prepare("SELECT id FROM users WHERE email = 'alex.morgan@example.com'").get() as { id: number }
    ).id;
    const collected = heldMembershipsOf(db(), userId).filter((membership) => membership.billingDay !== null);
    expect(collected.length).toBeGreaterThan(0);
    for (const membership of collected) {
      expect(membership.billingDay).toBe(20);
      expect(nextPaymentDate(membership, 'recurring', '2026-03-10')).toBe('2026-03-15');
      expect(nextPaymentDate(membership, 'recurring', '2026-03-15')).toBe('2026-04-20');
      expect(nextPaymentDate(membership, 'recurring', '2026-04-20')).toBe('2026-05-20');
    }

    const [email] = outbox('direct_debit_billing_day_changed');
    expect(email?.to_address).toBe('alex.morgan@example.com');
    expect(email?.body_text).toContain('from day 15 to day 20');
    expect(email?.body_text).toContain('on 15 March 2026 goes ahead as notified');
    expect(email?.body_text).toContain('on 20 April 2026');
  });
});

describe('changing the billing day again', () => {
  it('waits for the first collection on the new day (docs/decisions/0463), by the field', async () => {
    const token = await api.login('memberWithDirectDebit');
    const answer = await quote(token, '25');
    expect(answer.status).toBe(422);
    expect(answer.json.errors?.billingDay).toEqual([
      'You changed your billing day to the 20th recently. You can change it again after the first collection on ' +
        'that day, on 20 April 2026.',
    ]);
  });
});

describe('changing the bank details', () => {
  it.each([
    ['hyphens', '10-79-99'],
    ['spaces', '10 79 99'],
    ['digits only', '107999'],
    ['en dashes, as a paste may give', '10–79–99'],
  ])('accepts a sort code with %s, stores its digits and shows the account masked', async (_case, sortCode) => {
    const answer = await changeBank(await api.login('memberWithDirectDebit'), { sortCode, accountNumber: '8883 7491' });
    expect(answer.status).toBe(200);
    expect(answer.json.data.instruction).toMatchObject({ sortCode: '107999', accountNumberMasked: '****7491' });
    expect(answer.json.data.firstCollection?.date).toBe('2026-04-20');
  });

  it('emails the first collection from the new account', async () => {
    const emails = outbox('direct_debit_bank_details_changed');
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.at(-1)?.body_text).toContain('Sort code: 10-79-99');
    expect(emails.at(-1)?.body_text).toContain('Account number: ****7491');
    expect(emails.at(-1)?.body_text).toContain('on 20 April 2026');
    expect(emails.at(-1)?.body_text).not.toContain('88837491');
  });
});
