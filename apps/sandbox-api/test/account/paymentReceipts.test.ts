import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type AccountPayment, type PaymentReceipt } from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { useSandbox } from '../support/useSandbox.ts';

const { api } = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });
let alex: string;
let sam: string;
beforeAll(async () => {
  alex = await api.login('memberWithDirectDebit');
  sam = await api.login('memberWithoutDirectDebit');
});

async function paymentsOf(token: string): Promise<AccountPayment[]> {
  const answer = await api.call<{ data: { payments: AccountPayment[] } }>(contract.account.listMyPayments, {
    token,
    query: { perPage: 50 },
  });
  return answer.json.data.payments;
}

const receipt = (token: string, id: number) =>
  api.call<{ data: PaymentReceipt }>(contract.receipts.getMyPaymentReceipt, { token, params: { id } });

describe('GET /my-account/payments/{id}', () => {
  it('answers the receipt of a card payment: operator, customer, the item, the VAT in the price, method and reference', async () => {
    const payment = (await paymentsOf(alex)).find((p) => p.description === '10 Swim Pass')!;
    const { status, json } = await receipt(alex, payment.id);
    expect(status).toBe(200);
    expect(json.data).toEqual({
      payment,
      operator: {
        name: 'Brightwater Leisure',
        addressLines: ['1 Harbour Walk', 'Bristol', 'BS1 5TT'],
        vatNumber: 'GB 123 4567 89',
      },
      customer: expect.objectContaining({
        name: 'Alex Morgan',
        reference: 'BW100001',
        email: 'alex.morgan@example.com',
      }),
      items: [
        {
          description: '10 Swim Pass',
          quantity: 1,
          unitPrice: { amount: 3850, formatted: '£38.50' },
          total: { amount: 3850, formatted: '£38.50' },
        },
      ],
      vat: { ratePercent: 20, net: { amount: 3208, formatted: '£32.08' }, vat: { amount: 642, formatted: '£6.42' } },
      total: { amount: 3850, formatted: '£38.50' },
    });
    expect(json.data.payment).toMatchObject({ methodDescription: 'Visa ending 4242', status: 'paid' });
  });

  it.each([
    // [what, amount in pence, net, VAT]: the VAT is the total's sixth, rounded to the penny; net + VAT = total.
    ['a Direct Debit collection', 4500, 3750, 750],
    ['a refunded court hire', 980, 817, 163],
    ['cash at reception', 800, 667, 133],
  ])('splits %s into net and VAT', async (_what, pence, net, vat) => {
    const payment = (await paymentsOf(alex)).find((p) => p.amount.amount === pence && p.status !== 'failed')!;
    const { json } = await receipt(alex, payment.id);
    expect(json.data.vat).toMatchObject({ net: { amount: net }, vat: { amount: vat } });
    expect(json.data.vat.net.amount + json.data.vat.vat.amount).toBe(json.data.total.amount);
  });

  it('keeps a refunded payment’s receipt, saying it was refunded', async () => {
    const refunded = (await paymentsOf(alex)).find((p) => p.status === 'refunded')!;
    const { status, json } = await receipt(alex, refunded.id);
    expect(status).toBe(200);
    expect(json.data.payment.status).toBe('refunded');
  });

  it('a failed payment took no money and has no receipt: 404', async () => {
    const failed = (await paymentsOf(alex)).find((p) => p.status === 'failed')!;
    expect((await receipt(alex, failed.id)).status).toBe(404);
  });

  it('another customer’s payment and an unknown id are 404, never 403', async () => {
    const samsPayment = (await paymentsOf(sam)).find((p) => p.status === 'paid')!;
    expect((await receipt(sam, samsPayment.id)).status).toBe(200);
    expect((await receipt(alex, samsPayment.id)).status).toBe(404);
    expect((await receipt(alex, 999999)).status).toBe(404);
  });

  it('needs a logged-in customer', async () => {
    const payment = (await paymentsOf(alex))[0]!;
    expect((await api.call(contract.receipts.getMyPaymentReceipt, { params: { id: payment.id } })).status).toBe(401);
  });
});
