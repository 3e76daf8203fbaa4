import { describe, expect, it } from 'vitest';
import { contract, type AccountPayment } from '@leisure/api-contract';
import { paymentStatusOn } from '../../src/features/account/paymentStatusToday.ts';
import { movableClock } from '../support/movableClock.ts';
import { useSandbox } from '../support/useSandbox.ts';

// A Direct Debit collection is pending until it clears, three working days after its date
// (docs/decisions/0492-pending-direct-debit-collections.md).

describe('paymentStatusOn', () => {
  it.each([
    // [method, stored status, collected on, today, status shown]
    ['direct-debit', 'paid', '2026-03-16', '2026-03-16', 'pending'], // Monday: clears Thursday
    ['direct-debit', 'paid', '2026-03-16', '2026-03-18', 'pending'],
    ['direct-debit', 'paid', '2026-03-16', '2026-03-19', 'paid'],
    ['direct-debit', 'paid', '2026-03-13', '2026-03-17', 'pending'], // Friday: the weekend does not count
    ['direct-debit', 'paid', '2026-03-13', '2026-03-18', 'paid'],
    ['direct-debit', 'paid', '2026-03-15', '2026-03-17', 'pending'], // Sunday: clears Wednesday
    ['direct-debit', 'paid', '2026-03-15', '2026-03-18', 'paid'],
    ['direct-debit', 'failed', '2026-03-16', '2026-03-16', 'failed'], // a reported failure stays failed
    ['card', 'paid', '2026-03-16', '2026-03-16', 'paid'], // a card payment is paid at once
    ['cash', 'paid', '2026-03-16', '2026-03-16', 'paid'],
    ['card', 'refunded', '2026-03-16', '2026-03-16', 'refunded'],
  ] as const)('%s %s on %s, seen on %s: %s', (method, status, paidOn, today, shown) => {
    expect(paymentStatusOn({ method, status, paidOn }, today)).toBe(shown);
  });
});

describe('a collection that has not cleared in the history', () => {
  const clock = movableClock('2026-03-16T09:00:00Z');
  const { api } = useSandbox({ clock });

  const history = async (token: string) =>
    (
      await api.call<{ data: { payments: AccountPayment[] } }>(contract.account.listMyPayments, {
        token,
        query: { perPage: 50 },
      })
    ).json.data.payments;

  it('is pending with no receipt until it clears, then paid with one', async () => {
    // Alex Morgan's Direct Debit is collected on the 15th: Sunday 15 March 2026.
    const token = await api.login('memberWithDirectDebit');
    const latest = (await history(token)).find((payment) => payment.method === 'direct-debit')!;
    expect(latest).toMatchObject({ date: '2026-03-15', status: 'pending' });
    const receipt = () => api.call(contract.receipts.getMyPaymentReceipt, { token, params: { id: latest.id } });
    expect((await receipt()).status).toBe(404);

    clock.set('2026-03-19T09:00:00Z');
    expect((await history(token)).find((payment) => payment.id === latest.id)!.status).toBe('paid');
    expect((await receipt()).status).toBe(200);
  });
});
