import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OnlineJoiningApp } from '../../src/index.ts';
import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import {
  forgetSession,
  logInAsDemoCustomer,
  pickPricedSession,
  renderApp,
  sessionToken,
} from '@leisure/app-store/testing';
import { apiBaseUrl, firstJoiningCentre, useSandbox } from '../support/sandboxApi.ts';

const customerApi = () => createHttpClient({ baseUrl: apiBaseUrl, getToken: sessionToken });
const bookingsSite = () => `http://bookings.leisure.localhost:${window.location.port}`;

/**
 * The kiosk home's two choices: joining here, booking on the bookings site with the same flags: the centre's own
 * timetable (issue 23, docs/decisions/0024), or the venue finder without a centre.
 */
function expectChoices(buyMembershipHref: string, flags: string, bookingsPath = '/') {
  expect(screen.getByRole('link', { name: 'Buy a membership' })).toHaveAttribute('href', buyMembershipHref);
  expect(screen.getByRole('link', { name: 'Book an activity' })).toHaveAttribute(
    'href',
    `${bookingsSite()}${bookingsPath}?${flags}`,
  );
}

describe('/kiosk', () => {
  const { sandbox } = useSandbox();
  const firstCentre = () => firstJoiningCentre(sandbox());

  it('welcomes the visitor to the centre and offers both choices, carrying the kiosk and centre flags', async () => {
    const { slug, name } = firstCentre();
    renderApp(OnlineJoiningApp, `/kiosk?kiosk=true&centre=${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeInTheDocument();
    expect(document.title).toBe('Brightwater Leisure | Kiosk');
    expectChoices(`/centre/${slug}?kiosk=true&centre=${slug}`, `kiosk=true&centre=${slug}`, `/location/${slug}`);
  });

  it('shows the kiosk bar (Log in, Home) instead of the site header and footer', async () => {
    const { slug, name } = firstCentre();
    renderApp(OnlineJoiningApp, `/kiosk?kiosk=true&centre=${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/kiosk');
  });

  it('is a kiosk even when opened without ?kiosk=true', async () => {
    const { slug, name } = firstCentre();
    renderApp(OnlineJoiningApp, `/kiosk?centre=${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expectChoices(`/centre/${slug}?kiosk=true&centre=${slug}`, `kiosk=true&centre=${slug}`, `/location/${slug}`);
  });

  it('the kiosk bar shows the basket, its count in its name, beside Log in and Home', async () => {
    const { slug, name } = firstCentre();
    renderApp(OnlineJoiningApp, `/kiosk?centre=${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Basket 0 items/ })).toHaveAttribute(
      'href',
      `${bookingsSite()}/basket?kiosk=true&centre=${slug}`,
    );
  });

  it("a logged-in customer's basket in the kiosk bar: its count and total", async () => {
    await logInAsDemoCustomer();
    const session = pickPricedSession(sandbox(), 0);
    const basket = await callEndpoint(customerApi(), contract.cart.addToCart, {
      body: { items: [{ type: 'session', id: session.id, pricingOptionId: session.pricingOptionId }] },
    });
    renderApp(OnlineJoiningApp, '/kiosk?centre=leeds-city');
    expect(
      await screen.findByRole('link', { name: `Basket 1 item, ${basket.totals.formattedTotal}` }, { timeout: 4000 }),
    ).toBeInTheDocument();
    await callEndpoint(customerApi(), contract.cart.discardCart);
    forgetSession();
  });

  it("Saturday 21:30, the day's sessions over: What's on today says so, and points to Book an activity", async () => {
    renderApp(OnlineJoiningApp, '/kiosk?centre=leeds-city');
    const today = await screen.findByRole('region', { name: "What's on today" }, { timeout: 4000 });
    expect(
      await within(today).findByText(
        'Nothing more is on at Leeds City Leisure Centre today. Book an activity to see the sessions of the days ahead.',
      ),
    ).toBeInTheDocument();
    expect(within(today).queryByRole('link')).not.toBeInTheDocument();
  });

  it('without a centre: a plain welcome, and Buy a membership goes to the centre list', async () => {
    renderApp(OnlineJoiningApp, '/kiosk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expectChoices('/?kiosk=true', 'kiosk=true');
  });

  it("Buy a membership opens the centre's joining page, still in kiosk mode", async () => {
    const user = userEvent.setup();
    const { slug, name } = firstCentre();
    renderApp(OnlineJoiningApp, `/kiosk?centre=${slug}`);
    await user.click(await screen.findByRole('link', { name: 'Buy a membership' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Joining' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/centre/${slug}`);
    expect(screen.getAllByText(name, { exact: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The kiosk bar's Home (the joining page's breadcrumb trail has a Home of its own, to bookings).
    const homes = screen.getAllByRole('link', { name: 'Home' }).map((link) => link.getAttribute('href'));
    expect(homes).toContain('/kiosk');
  });
});
