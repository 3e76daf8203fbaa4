import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@leisure/api-contract/browser';
import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import { forgetSession, renderWithProviders, sessionToken } from '@leisure/app-store/testing';
import { useSandbox } from '@leisure/test-support/sandbox';
import { ORDER_FAILED_MESSAGE } from '../../src/index.ts';
import { useFrontOfHousePayment, type FrontOfHouseOutcome } from '../../src/offline/tenders/index.ts';
import { server } from '../support/mswServer.ts';
import { apiBaseUrl, samId, samsBasket, staffWithSamsBasket } from './deskBasket.ts';

/** A Complete order button over the hook, showing what the last press came to. */
function CompleteOrder({ cart, selectedUserId, terms }: { cart: Cart; selectedUserId: number; terms: number[] }) {
  const { pay, busy } = useFrontOfHousePayment();
  const [outcome, setOutcome] = useState<FrontOfHouseOutcome | 'none'>('none');
  return (
    <>
      <button
        type="button"
        aria-busy={busy}
        onClick={async () =>
          setOutcome(await pay({ source: 'bookings', selectedUserId, payments: cart.payments, terms }, cart.uuid))
        }
      >
        Complete order
      </button>
      <output>{JSON.stringify(outcome)}</output>
    </>
  );
}

const staffApi = () => createHttpClient({ baseUrl: apiBaseUrl, getToken: sessionToken });

/** The checkout terms the customer agreed to at the desk (all of them). */
const allTerms = async () =>
  (await callEndpoint(staffApi(), contract.memberships.listCheckoutTerms, { query: {} })).map((term) => term.id);

describe('paying at front of house (POST checkout/pay, docs/decisions/0500, 0620)', () => {
  const { sandbox, injectFault } = useSandbox(server, { apiBaseUrl });
  beforeEach(() => forgetSession());
  afterEach(() => server.events.removeAllListeners());

  /** Sam's basket paid in cash to the penny, and the pay calls that reach the API counted. */
  async function paidInCash(skip: number) {
    const cart = await staffWithSamsBasket(sandbox(), skip);
    const selectedUserId = samId(sandbox());
    const paid = await callEndpoint(staffApi(), contract.cart.setCartPayment, {
      body: { tenderType: 'cash', amount: cart.totals.total, selectedUserId },
    });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/checkout/pay')) calls.push(request.url);
    });
    const terms = await allTerms();
    renderWithProviders(<CompleteOrder cart={paid} selectedUserId={selectedUserId} terms={terms} />, {
      environment: { apiBaseUrl },
    });
    return { calls, user: userEvent.setup(), button: screen.getByRole('button', { name: 'Complete order' }) };
  }

  const outcome = () => JSON.parse(screen.getByRole('status').textContent ?? 'null') as FrontOfHouseOutcome | 'none';

  it('sends one pay call however often Complete order is pressed while it runs', async () => {
    const { calls, user, button } = await paidInCash(0);
    injectFault({ path: '/checkout/pay', method: 'POST', delayMs: 400 });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(outcome()).toEqual({ orderId: expect.any(Number) }));
    expect(calls).toHaveLength(1);
    expect((await samsBasket(sandbox())).items).toEqual([]);

    // Pressed again once paid: the server pays a cart once (422 cart), and the answer is the same order.
    const first = outcome();
    await user.click(button);
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(outcome()).toEqual(first));
  });

  it('an answer lost on the way back still leads to the order made, without paying again', async () => {
    const { calls, user, button } = await paidInCash(1);
    injectFault({ path: '/checkout/pay', method: 'POST', status: 502, afterHandler: true });
    await user.click(button);
    await waitFor(() => expect(outcome()).toEqual({ orderId: expect.any(Number) }));
    expect(calls).toHaveLength(1);
    const basket = await samsBasket(sandbox());
    expect(basket.completeOrderId).toBe((outcome() as { orderId: number }).orderId);
  });

  it("names the server's reason when the payments no longer match the basket, and places nothing", async () => {
    const cart = await staffWithSamsBasket(sandbox(), 2);
    const selectedUserId = samId(sandbox());
    // The panel's payments were taken for another amount than the server holds (e.g. another desk changed them).
    const stale = { ...cart, payments: [{ tenderType: 'cash' as const, amount: cart.totals.total }] };
    renderWithProviders(<CompleteOrder cart={stale} selectedUserId={selectedUserId} terms={await allTerms()} />, {
      environment: { apiBaseUrl },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(outcome()).toMatchObject({ failure: { status: expect.any(Number) } }));
    const { failure } = outcome() as { failure: { status: number; message: string } };
    expect([409, 422]).toContain(failure.status);
    expect(failure.message).not.toBe(ORDER_FAILED_MESSAGE);
    expect(await screen.findByText(failure.message)).toBeInTheDocument();
    expect((await samsBasket(sandbox())).items).toHaveLength(1);
  });
});
