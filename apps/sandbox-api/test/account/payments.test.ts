import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type AccountPayment, type PaginationMeta } from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { useSandbox } from '../support/useSandbox.ts';

const { api } = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });
let alex: string;
beforeAll(async () => {
  alex = await api.login('memberWithDirectDebit');
});

type Page = { data: { payments: AccountPayment[]; meta: PaginationMeta }; errors?: Record<string, string[]> };
const pageOf = (token: string, query: Record<string, unknown> = {}) =>
  api.call<Page>(contract.account.listMyPayments, { token, query });

async function allPayments(token: string): Promise<AccountPayment[]> {
  const first = (await pageOf(token, { perPage: 50 })).json.data;
  expect(first.meta.lastPage).toBe(1);
  return first.payments;
}

describe('GET /my-account/payments', () => {
  it('answers the newest payments first, ten to a page by default, with the totals', async () => {
    const { payments, meta } = (await pageOf(alex)).json.data;
    const all = await allPayments(alex);
    expect(meta).toEqual({ currentPage: 1, perPage: 10, total: all.length, lastPage: Math.ceil(all.length / 10) });
    expect(payments).toEqual(all.slice(0, 10));
    const dates = all.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((date) => date <= '2026-03-10')).toBe(true);
  });

  it('pages through the history without gaps or repeats, and past the end answers an empty page', async () => {
    const all = await allPayments(alex);
    const seen: AccountPayment[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 4); page += 1) {
      const { payments, meta } = (await pageOf(alex, { page, perPage: 4 })).json.data;
      expect(meta.currentPage).toBe(page);
      seen.push(...payments);
    }
    expect(seen).toEqual(all);
    const beyond = (await pageOf(alex, { page: 99, perPage: 4 })).json.data;
    expect(beyond.payments).toEqual([]);
    expect(beyond.meta).toMatchObject({ currentPage: 99, total: all.length });
  });

  it('shows monthly Direct Debits, a failed collection collected again, card, cash and a refund', async () => {
    const all = await allPayments(alex);
    const debits = all.filter((p) => p.method === 'direct-debit');
    expect(debits.length).toBeGreaterThanOrEqual(13);
    expect(debits.every((p) => p.amount.amount === 4500 && p.amount.formatted === '£45.00')).toBe(true);
    const failed = debits.filter((p) => p.status === 'failed');
    expect(failed).toHaveLength(1);
    const retry = debits.find((p) => p.description.endsWith('(collected again)'))!;
    expect(retry).toMatchObject({ status: 'paid', reference: `${failed[0]!.reference}-R` });
    expect(all.find((p) => p.description === 'Badminton court hire – 1 hour')).toMatchObject({
      status: 'refunded',
      method: 'card',
      methodDescription: 'Visa ending 4242',
      amount: { amount: 980, formatted: '£9.80' },
      date: '2026-02-16',
    });
    expect(all.find((p) => p.method === 'cash')!.methodDescription).toMatch(/^Cash at /);
  });

  it('shows a failed card payment and its successful retry on the same day, the retry first', async () => {
    const sam = await allPayments(await api.login('memberWithoutDirectDebit'));
    const yogaOn22Feb = sam.filter((p) => p.date === '2026-02-22');
    expect(yogaOn22Feb.map((p) => [p.description, p.status])).toEqual([
      ['Yoga drop-in class', 'paid'],
      ['Yoga drop-in class', 'failed'],
    ]);
    expect(sam.some((p) => p.method === 'direct-debit')).toBe(false);
  });

  it('shows each customer only their own payments', async () => {
    const references = new Set((await allPayments(alex)).map((p) => p.reference));
    const jordan = await allPayments(await api.login('customerWithPenalties'));
    expect(jordan.length).toBeGreaterThan(0);
    expect(jordan.some((p) => references.has(p.reference))).toBe(false);
    expect((await pageOf(await api.login('staff'))).json.data).toEqual({
      payments: [],
      meta: { currentPage: 1, perPage: 10, total: 0, lastPage: 1 },
    });
  });

  it('rejects a page or page size out of range with a message', async () => {
    for (const [query, field, message] of [
      [{ page: 0 }, 'page', 'Page must be 1 or more'],
      [{ page: 'two' }, 'page', 'Page must be a number.'],
      [{ perPage: 51 }, 'per_page', 'Per page must be 50 or less'],
      [{ perPage: 1.5 }, 'per_page', 'Per page must be a number.'],
    ] as const) {
      const result = await pageOf(alex, query);
      expect(result.status, JSON.stringify(query)).toBe(422);
      expect((result.wire as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await pageOf('')).status).toBe(401);
  });
});
