import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callEndpoint } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import { logInAsDemoCustomer, pickPricedSession, renderApp } from '@leisure/app-store/testing';
import { keepSelectedCustomer } from '@leisure/front-of-house';
import type { Sandbox } from '@leisure/sandbox-api';
import { demoAccounts, demoLogin } from '@leisure/sandbox-api/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { customerApi } from './basketFixtures.ts';

// Terms at the desk (issue 23, docs/decisions/0025): staff tick nothing for the customer; "The customer agreed at the
// desk" is their own control, and Complete order without it says why next to the button.
const idOf = (db: Sandbox['services']['db'], email: string) =>
  (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;

const MISSING = 'Ask the customer to agree to the Terms of sale, then tick "The customer agreed at the desk".';

describe('the terms at the desk', () => {
  const { sandbox } = useSandbox();
  beforeEach(() => sessionStorage.clear());

  it(
    'Complete order unagreed explains by the button and the checkbox; agreed, staff did it; then Book another or Next customer',
    {
      timeout: 40_000,
    },
    async () => {
      const user = userEvent.setup();
      const db = sandbox().services.db;
      const samId = idOf(db, demoAccounts.memberWithoutDirectDebit.email);
      const staffId = idOf(db, demoAccounts.staff.email);
      await logInAsDemoCustomer(demoLogin('staff'));
      keepSelectedCustomer(staffId, {
        id: samId,
        firstName: 'Sam',
        lastName: 'Patel',
        reference: demoAccounts.memberWithoutDirectDebit.reference,
      });
      const spin = pickPricedSession(sandbox(), 2);
      const basket = await callEndpoint(customerApi(), contract.cart.addToCart, {
        body: {
          items: [{ type: 'session', id: spin.id, pricingOptionId: spin.pricingOptionId }],
          selectedUserId: samId,
        },
      });

      renderApp(BookingsApp, '/checkout');
      const desk = await screen.findByRole('region', { name: 'Take payment at the desk' }, { timeout: 15_000 });
      // Staff are not offered the customer's own boxes.
      expect(screen.queryByRole('checkbox', { name: /I agree to the/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /I have read the/ })).not.toBeInTheDocument();
      const agreed = screen.getByRole('checkbox', { name: 'The customer agreed at the desk' });
      expect(agreed).not.toBeChecked();

      await user.type(within(desk).getByLabelText('Cash tendered (£)'), (basket.totals.balance / 100).toFixed(2));
      await user.click(within(desk).getByRole('button', { name: 'Apply cash' }));
      await waitFor(() => expect(within(desk).getByText(/^Balance left to pay:/)).toHaveTextContent('£0.00'));

      const complete = within(desk).getByRole('button', { name: 'Complete order' });
      await user.click(complete);
      expect(within(desk).getByRole('alert')).toHaveTextContent(MISSING);
      expect(complete).toHaveAccessibleDescription(expect.stringContaining(MISSING));
      expect(agreed).toHaveFocus();
      expect(agreed).toHaveAccessibleDescription(expect.stringContaining(MISSING));
      const orders = () =>
        db
          .prepare('SELECT id, terms_agreed_at_desk_by_user_id AS by FROM orders WHERE customer_user_id = ?')
          .all(samId) as { by: number | null }[];
      const before = orders().length;

      await user.click(agreed);
      expect(within(desk).queryByRole('alert')).not.toBeInTheDocument();
      await user.click(complete);
      await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 6000 });
      const placed = orders();
      expect(placed).toHaveLength(before + 1);
      expect(placed.at(-1)!.by, 'recorded by the member of staff').toBe(staffId);
    },
  );
});
