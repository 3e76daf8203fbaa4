import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCustomer, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { expireAllCookies } from '@leisure/test-support';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

// docs/decisions/0021-map-places-and-tile-style.md: a logged-in customer's bookings home is their home venue's page,
// with Change venue to the finder at /venues. The demo customer's home venue is Salford Quays.

const homeVenue = { slug: 'salford-quays', name: 'Salford Quays Leisure Centre' };
const finderHeading = () => screen.findByRole('heading', { level: 2, name: 'Find a venue' });

afterEach(() => expireAllCookies(document));

describe('bookings home and the home venue', () => {
  const { sandbox } = useSandbox();

  it("logged in with a home venue: / is replaced by that venue's page, so Back does not come back to /", async () => {
    await logInAsDemoCustomer();
    const entriesBefore = window.history.length;
    renderApp(BookingsApp, '/');
    expect(await screen.findByRole('heading', { level: 1, name: homeVenue.name })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/location/${homeVenue.slug}`);
    expect(window.history.length).toBe(entriesBefore);
    expect(screen.queryByRole('heading', { name: 'Find a venue' })).not.toBeInTheDocument();
  });

  it('logged out: / is the finder', async () => {
    renderApp(BookingsApp, '/');
    expect(await finderHeading()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it("Change venue on the home venue's page opens the finder, which stays while logged in", async () => {
    const user = userEvent.setup();
    await logInAsDemoCustomer();
    renderApp(BookingsApp, '/');
    await screen.findByRole('heading', { level: 1, name: homeVenue.name });
    await user.click(screen.getByRole('link', { name: 'Change venue' }));
    expect(await finderHeading()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/venues');
    expect(await screen.findByRole('list', { name: 'Venues' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/venues');
  });

  it("the venue page's Venues breadcrumb leads to the finder too", async () => {
    await logInAsDemoCustomer();
    renderApp(BookingsApp, `/location/${homeVenue.slug}`);
    await screen.findByRole('heading', { level: 1, name: homeVenue.name });
    expect(screen.getByRole('link', { name: 'Venues' })).toHaveAttribute('href', '/venues');
  });

  it('logged in without a home venue: / is the finder', async () => {
    const { db } = sandbox().services;
    const { username } = demoCustomer;
    const row = db.prepare('SELECT id, home_venue_id FROM users WHERE email = ?').get(username) as {
      id: number;
      home_venue_id: number;
    };
    db.prepare('UPDATE users SET home_venue_id = NULL WHERE id = ?').run(row.id);
    try {
      await logInAsDemoCustomer();
      renderApp(BookingsApp, '/');
      expect(await finderHeading()).toBeInTheDocument();
      await screen.findByRole('list', { name: 'Venues' });
      expect(window.location.pathname).toBe('/');
    } finally {
      db.prepare('UPDATE users SET home_venue_id = ? WHERE id = ?').run(row.home_venue_id, row.id);
    }
  });

  it('staff at the desk, whose home is their venue, keep the finder: they serve customers of every venue', async () => {
    await logInAsDemoCustomer(demoLogin('staff'));
    renderApp(BookingsApp, '/');
    expect(await finderHeading()).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Venues' });
    expect(window.location.pathname).toBe('/');
  });

  it.each([
    ['embedded in an operator’s page', '/?embedded=true'],
    ['on a kiosk', '/?kiosk=true'],
  ])('%s, logged in: / stays the finder, as before', async (_case, url) => {
    await logInAsDemoCustomer();
    renderApp(BookingsApp, url);
    expect(await finderHeading()).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Venues' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
