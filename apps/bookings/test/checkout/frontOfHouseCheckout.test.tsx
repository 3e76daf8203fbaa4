import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import { logInAsDemoCustomer, renderApp, pickPricedSession } from '@leisure/app-store/testing';
import { keepSelectedCustomer } from '@leisure/front-of-house';
import type { Sandbox } from '@leisure/sandbox-api';
import { demoAccounts, demoLogin } from '@leisure/sandbox-api/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { customerApi } from './basketFixtures.ts';

const idOf = (db: Sandbox['services']['db'], email: string) =>
  (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;

describe('bookings checkout at front of house (docs/decisions/0620, 0621)', () => {
  const { sandbox } = useSandbox();
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it(
    'staff serving Sam take cash with change, complete the order at £0.00 and print the receipt',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const print = vi.spyOn(window, 'print').mockImplementation(() => {});
      const db = sandbox().services.db;
      const samId = idOf(db, demoAccounts.memberWithoutDirectDebit.email);
      await logInAsDemoCustomer(demoLogin('staff'));
      // Sam was selected in the staff bar earlier in this tab (docs/decisions/0610-staff-bar-and-selected-customer.md).
      keepSelectedCustomer(idOf(db, demoAccounts.staff.email), {
        id: samId,
        firstName: 'Sam',
        lastName: 'Patel',
        reference: demoAccounts.memberWithoutDirectDebit.reference,
      });
      const spin = pickPricedSession(sandbox(), 0);
      const basket = await callEndpoint(customerApi(), contract.cart.addToCart, {
        body: {
          items: [{ type: 'session', id: spin.id, pricingOptionId: spin.pricingOptionId }],
          selectedUserId: samId,
        },
      });

      renderApp(BookingsApp, '/checkout');
      // The staff bar brings Sam back, then the desk's panel loads on demand: slow on a busy machine.
      const desk = await screen.findByRole('region', { name: 'Take payment at the desk' }, { timeout: 15_000 });
      expect(screen.getByRole('heading', { level: 1, name: `Checkout: ${basket.totals.formattedBalance}` }));
      // Staff record that Sam agreed at the desk; they tick nothing for him (docs/decisions/0025).
      await user.click(screen.getByRole('checkbox', { name: 'The customer agreed at the desk' }));

      const tendered = basket.totals.balance + 500;
      await user.type(within(desk).getByLabelText('Cash tendered (£)'), (tendered / 100).toFixed(2));
      await user.click(within(desk).getByRole('button', { name: 'Apply cash' }));
      await waitFor(() => expect(within(desk).getByText(/^Balance left to pay:/)).toHaveTextContent('£0.00'));
      expect(within(desk).getByText(/Give £5\.00 change\.$/)).toBeInTheDocument();
      // At the desk the tenders complete the order: no card, no "Confirm order".
      expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
      await user.click(within(desk).getByRole('button', { name: 'Complete order' }));

      expect(await screen.findByText('Order completed Successfully.', {}, { timeout: 4000 })).toBeInTheDocument();
      await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 4000 });
      await user.click(screen.getByRole('button', { name: 'Print receipt' }));
      const receipt = await screen.findByRole('article', { name: 'Receipt' });
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      expect(within(receipt).getByText('Sam Patel')).toBeInTheDocument();
      expect(within(receipt).getByText('Change given').nextElementSibling).toHaveTextContent('£5.00');
      const orders = db.prepare("SELECT COUNT(*) AS n FROM orders WHERE source = 'front-of-house'").get() as {
        n: number;
      };
      expect(orders.n).toBe(1);
    },
  );

  it('a customer paying for themself is not offered the desk', async () => {
    await logInAsDemoCustomer();
    const spin = pickPricedSession(sandbox(), 1);
    await callEndpoint(customerApi(), contract.cart.discardCart);
    await callEndpoint(customerApi(), contract.cart.addToCart, {
      body: { items: [{ type: 'session', id: spin.id, pricingOptionId: spin.pricingOptionId }] },
    });
    renderApp(BookingsApp, '/checkout');
    await screen.findByRole('heading', { level: 1, name: /^Checkout: £/ }, { timeout: 4000 });
    await screen.findByRole('form', { name: 'Card details' });
    expect(screen.queryByRole('region', { name: 'Take payment at the desk' })).not.toBeInTheDocument();
  });
});
