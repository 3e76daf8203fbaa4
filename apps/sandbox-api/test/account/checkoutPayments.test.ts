import { describe, expect, it } from 'vitest';
import { contract, type AccountPayment, type PaymentReceipt } from '@leisure/api-contract';
import { addPerson } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { authoriseBasketByCard, spinAndYogaBasket } from '../cart/support/checkout.ts';

// A card payment at checkout joins the payer's payments history with a receipt of the order's lines
// (docs/decisions/0491-checkout-payments-in-history.md).
const { api, db } = useBookingSandbox();
const { checkout, account, receipts } = contract;

/** Spin (£7.50) and Yoga Flow (£8.00) at Salford paid by card: completed three times at once, as a double click might. */
async function payBasket(token: string) {
  const { terms, authorised } = await authoriseBasketByCard(api, token);
  const body = { source: 'bookings', terms, transactionUuid: authorised.json.data.transactionUuid };
  const completes = await Promise.all([1, 2, 3].map(() => api.call(checkout.completeCheckout, { token, body })));
  return completes[0]!.json.data.orderId as number;
}

const historyOf = async (token: string) =>
  (await api.call<{ data: { payments: AccountPayment[] } }>(account.listMyPayments, { token })).json.data.payments;

describe('a card payment at checkout in the payments history', () => {
  it('is listed once, paid by the card, with the order reference', async () => {
    const customer = addPerson(db());
    expect(await historyOf(customer.token)).toEqual([]);
    await spinAndYogaBasket(api, db(), customer);
    const orderId = await payBasket(customer.token);
    const history = await historyOf(customer.token);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      amount: { amount: 1550, formatted: '£15.50' },
      method: 'card',
      methodDescription: expect.stringMatching(/^Visa ending \d{4}$/),
      status: 'paid',
      reference: `BW-${String(orderId).padStart(6, '0')}`,
      description: expect.stringMatching(/ and 1 more$/),
    });
  });

  it('has a receipt listing the order’s lines, which add up to the total', async () => {
    const customer = addPerson(db());
    await spinAndYogaBasket(api, db(), customer);
    await payBasket(customer.token);
    const [payment] = await historyOf(customer.token);
    const receipt = (
      await api.call<{ data: PaymentReceipt }>(receipts.getMyPaymentReceipt, {
        token: customer.token,
        params: { id: payment!.id },
      })
    ).json.data;
    expect(receipt.items).toHaveLength(2);
    expect(receipt.items.map((item) => item.total.amount).sort()).toEqual([750, 800]);
    expect(receipt.total.amount).toBe(1550);
    expect(receipt.vat).toMatchObject({ net: { amount: 1292 }, vat: { amount: 258 } });
  });
});
