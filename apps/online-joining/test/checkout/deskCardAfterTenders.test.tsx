import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillCardForm, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { keepSelectedCustomer } from '@leisure/front-of-house';
import { demoAccounts, demoLogin } from '@leisure/sandbox-api/testing';
import { useCardProvider } from '@leisure/test-support/cardProvider';
import { OnlineJoiningApp } from '../../src/index.ts';
import { server } from '../support/mswServer.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { storeMonthlyJoiningCart } from '../support/storedJoiningCart.ts';

// At the desk a card takes what the offline tenders leave on the joining cart (docs/decisions/0602, 0620): the card
// form stays while a balance remains and the card payment is sent with the tenders.

const sam = demoAccounts.memberWithoutDirectDebit;
const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

describe('a card for the rest after tenders, joining at the desk', () => {
  const { sandbox } = useSandbox();
  useCardProvider(sandbox, server);
  const db = () => sandbox().services.db;
  const idOf = (reference: string) =>
    (db().prepare('SELECT id FROM users WHERE reference = ?').get(reference) as { id: number }).id;

  /** Sam's monthly gym cart (as he left it online), then staff at the desk serving Sam on /checkout. */
  async function openSamsCheckoutAtTheDesk() {
    await logInAsDemoCustomer(demoLogin('memberWithoutDirectDebit'));
    const cart = await storeMonthlyJoiningCart({
      centreSlug: 'manchester-aquatics',
      membershipSlug: 'gym-anywhere',
      billingDay: 15,
    });
    await logInAsDemoCustomer(demoLogin('staff'));
    keepSelectedCustomer(idOf(demoAccounts.staff.reference), {
      id: idOf(sam.reference),
      firstName: 'Sam',
      lastName: 'Patel',
      reference: sam.reference,
    });
    renderApp(OnlineJoiningApp, '/checkout');
    const due = cart.paymentOption.costs.totalToPayNow.amount;
    expect(await screen.findByRole('heading', { level: 1, name: `Checkout: ${pounds(due)}` }, { timeout: 4000 }));
    return { due };
  }

  async function applyCheque(user: UserEvent, pence: number) {
    const cheque = await screen.findByLabelText('Cheque (£)', {}, { timeout: 4000 });
    await user.clear(cheque);
    await user.type(cheque, (pence / 100).toFixed(2));
    await user.click(screen.getByRole('button', { name: 'Apply cheque' }));
  }

  it('gives way to Complete order once the tenders pay it all, and brings the card back when one is removed', async () => {
    const user = userEvent.setup();
    const { due } = await openSamsCheckoutAtTheDesk();
    await applyCheque(user, due);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete order' })).not.toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Remove cheque payment' }));
    expect(await screen.findByRole('form', { name: 'Card details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete order' })).toHaveAttribute('aria-disabled', 'true');
  });

  // Last: Sam then holds the membership, and cannot have it in his cart again.
  it('keeps the card form for the balance, and pays the cheque and the card in one order', async () => {
    const user = userEvent.setup();
    const { due } = await openSamsCheckoutAtTheDesk();
    const rest = due - 2000;
    await applyCheque(user, 2000);
    expect(await screen.findByText(/^Balance left to pay:/)).toHaveTextContent(`Balance left to pay: ${pounds(rest)}`);
    expect(screen.getByRole('list', { name: 'Payments taken' })).toHaveTextContent('Cheque £20.00');

    // The card stays, for what the cheque leaves.
    // Staff record that the customer agreed at the desk; they tick nothing for them (docs/decisions/0025).
    await user.click(screen.getByRole('checkbox', { name: 'The customer agreed at the desk' }));
    await fillCardForm(user);
    await user.click(await screen.findByRole('button', { name: `Pay ${pounds(rest)} now` }));

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/order-confirmed\/\d+$/), { timeout: 6000 });
    const orderId = Number(window.location.pathname.split('/').pop());
    const order = db()
      .prepare('SELECT customer_user_id AS customer, source, total FROM orders WHERE id = ?')
      .get(orderId);
    expect(order).toEqual({ customer: idOf(sam.reference), source: 'front-of-house', total: due });
    expect(
      db()
        .prepare('SELECT tender_type AS tenderType, amount FROM order_payments WHERE order_id = ? ORDER BY id')
        .all(orderId),
    ).toEqual([
      { tenderType: 'cheque', amount: 2000 },
      { tenderType: 'card', amount: rest },
    ]);
  });
});
