import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import { PAYMENT_FAILED_MESSAGE } from '@leisure/payment';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { OnlineJoiningApp } from '../../src/index.ts';
import { server } from '../support/mswServer.ts';
import {
  agreeToCheckoutTerms,
  fillCardForm,
  logInAsDemoCustomer,
  renderApp,
  sessionToken,
} from '@leisure/app-store/testing';
import { apiBaseUrl, useSandbox } from '../support/sandboxApi.ts';
import { customerApiClient, storeMonthlyJoiningCart } from '../support/storedJoiningCart.ts';
import { useCardProvider } from '@leisure/test-support/cardProvider';

/** Gym Anywhere paid monthly at Leeds City from today, with new bank details: the demo customer's basket. */
const storeMonthlyGymCart = () =>
  storeMonthlyJoiningCart({ centreSlug: 'leeds-city', membershipSlug: 'gym-anywhere', billingDay: 1 });

const storedCart = () => callEndpoint(customerApiClient(), contract.joining.getJoiningCart);

/** Counts the prepare calls the page makes. */
function countPrepares() {
  const seen = { calls: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/checkout/prepare')) seen.calls += 1;
  });
  return seen;
}

/** Another demo customer: the order one test places must not stand in the way of another test's basket. */
const customerWhoPays = demoLogin('customerWithPenalties');

async function openCheckout(account?: { username: string; password: string }, query = '') {
  await logInAsDemoCustomer(account);
  const cart = await storeMonthlyGymCart();
  renderApp(OnlineJoiningApp, `/checkout${query}`);
  const total = cart.paymentOption.costs.totalToPayNow.formatted;
  expect(await screen.findByRole('heading', { level: 1, name: `Checkout: ${total}` }, { timeout: 4000 }));
  return { total };
}

/** Continue opens each required term in turn (docs/product/joining.md D14); a monthly basket adds the membership agreement. */
const agreeToMonthlyTerms = (user: UserEvent) =>
  agreeToCheckoutTerms(user, ['Terms of sale', 'Monthly membership agreement']);

describe('checkout (docs/product/joining.md §2, §4)', () => {
  const { sandbox } = useSandbox();
  useCardProvider(sandbox, server);

  it('reads Continue until the required terms are agreed, then Pay with the amount due', async () => {
    const user = userEvent.setup();
    const { total } = await openCheckout();
    expect(screen.getByRole('checkbox', { name: /Terms of sale/ })).not.toBeChecked();
    await agreeToMonthlyTerms(user);
    expect(screen.getByRole('checkbox', { name: /Terms of sale/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Monthly membership agreement/ })).toBeChecked();
    // The privacy notice is to read, not to agree: it does not hold the payment back.
    expect(screen.getByRole('checkbox', { name: /Privacy notice/ })).not.toBeChecked();
    expect(await screen.findByRole('button', { name: `Pay ${total} now` })).toBeInTheDocument();
  });

  it('offers no way to pay until the checkout terms are known, and says so when they cannot be loaded', async () => {
    server.use(http.get(`${apiBaseUrl}/terms`, () => Response.json({ message: 'Unavailable' }, { status: 503 })));
    await openCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not load the terms and conditions/);
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('starts with the billing details of the profile and prepares the card payment once', async () => {
    const prepares = countPrepares();
    await openCheckout();
    const form = screen.getByRole('form', { name: 'Card details' });
    expect(within(form).getByLabelText(/First name/)).toHaveValue('Sam');
    expect(within(form).getByLabelText(/Last name/)).toHaveValue('Patel');
    await waitFor(() => expect(prepares.calls).toBe(1));
  });

  it('pays with a test card and shows the confirmation; the basket is emptied', async () => {
    const user = userEvent.setup();
    const { total } = await openCheckout(customerWhoPays);
    await agreeToMonthlyTerms(user);
    await fillCardForm(user);
    await user.click(await screen.findByRole('button', { name: `Pay ${total} now` }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/order-confirmed\/\d+$/), { timeout: 4000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' }, { timeout: 4000 }));
    expect(await storedCart()).toBeNull();
  });

  it('a declined card says so, keeps the basket and billing details, and empties only the card', async () => {
    const user = userEvent.setup();
    const prepares = countPrepares();
    const { total } = await openCheckout();
    await agreeToMonthlyTerms(user);
    await fillCardForm(user, { cardNumber: '4000000000000002' });
    await user.click(await screen.findByRole('button', { name: `Pay ${total} now` }));

    expect(await screen.findByText(PAYMENT_FAILED_MESSAGE, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/checkout');
    const form = screen.getByRole('form', { name: 'Card details' });
    expect(within(form).getByLabelText(/Card number/)).toHaveValue('');
    expect(within(form).getByLabelText(/Security code/)).toHaveValue('');
    expect(within(form).getByLabelText(/Cardholder name/)).toHaveValue('SUCCESSFUL');
    expect(within(form).getByLabelText(/First name/)).toHaveValue('Sam');
    expect(screen.getByRole('heading', { name: 'Your basket' })).toBeInTheDocument();
    expect(await storedCart()).not.toBeNull();
    // The failed payment used its session up: a new one is prepared for the next try.
    await waitFor(() => expect(prepares.calls).toBe(2));
  });

  it('leaving the screen asks first, then clears the basket and goes back to the start', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Cancel selection and start over' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to leave this screen?' });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(await storedCart()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel selection and start over' }));
    await user.click(screen.getByRole('button', { name: 'Leave this screen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await storedCart()).toBeNull();
  });

  it('on a kiosk, leaving ends the visit: the basket is cleared, the customer logged out, the kiosk home shown', async () => {
    const user = userEvent.setup();
    await openCheckout(undefined, '?kiosk=true&centre=leeds-city');
    expect(await storedCart()).not.toBeNull();
    const customerApi = customerApiClient();
    await user.click(screen.getByRole('button', { name: 'Cancel selection and start over' }));
    await user.click(screen.getByRole('button', { name: 'Leave this screen' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome to / }, { timeout: 4000 })).toBeVisible();
    expect(window.location.pathname).toBe('/kiosk');
    expect(window.location.search).toBe('?kiosk=true&centre=leeds-city');
    await waitFor(() => expect(sessionToken()).toBeNull());
    // The token the page held no longer opens the account.
    await expect(callEndpoint(customerApi, contract.joining.getJoiningCart)).rejects.toMatchObject({ status: 401 });
    const carts = sandbox()
      .services.db.prepare(
        "SELECT COUNT(*) AS n FROM joining_carts JOIN users ON users.id = joining_carts.user_id WHERE users.email = 'sam.patel@example.com'",
      )
      .get() as { n: number };
    expect(carts.n).toBe(0);
  });

  it('sends a customer whose order is refused for unaccepted terms back to the start, with the toast', async () => {
    const user = userEvent.setup();
    const { total } = await openCheckout();
    await agreeToMonthlyTerms(user);
    // The terms changed on the server after the page loaded: the order is refused on them.
    server.use(
      http.post(`${apiBaseUrl}/checkout/authorise`, () =>
        Response.json(
          { message: 'Please accept the Terms of sale.', errors: { terms: ['Please accept the Terms of sale.'] } },
          { status: 422 },
        ),
      ),
    );
    await fillCardForm(user);
    await user.click(await screen.findByRole('button', { name: `Pay ${total} now` }));
    expect(await screen.findByText('Please check all required terms and conditions', {}, { timeout: 4000 }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
