import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fillRegistration, forgetSession, renderApp, openRegisterPage } from '@leisure/app-store/testing';
import { keepBasketChoice, type BasketChoice } from '@leisure/basket';
import type { Sandbox } from '@leisure/sandbox-api';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

const { sandbox, injectFault } = useSandbox();

beforeEach(() => {
  forgetSession();
  sessionStorage.clear();
});

/** Two fitness classes at Leeds with places left, between 2 hours and 5 days ahead (inside every booking window). */
function twoBookableSessions(db: Sandbox['services']['db'], now: number): (BasketChoice & { name: string })[] {
  const rows = db
    .prepare(
      `SELECT s.id, a.name, p.id AS price_id FROM activity_sessions s
       JOIN activities a ON a.id = s.activity_id JOIN venues v ON v.id = s.venue_id
       JOIN activity_categories c ON c.id = a.category_id
       JOIN activity_pricing_options p ON p.activity_id = a.id AND p.name = 'Adult'
       WHERE v.slug = 'leeds-city' AND c.slug = 'fitness-classes' AND s.status = 'scheduled'
         AND s.starts_at > ? AND s.starts_at < ?
       ORDER BY s.starts_at, s.id LIMIT 2`,
    )
    .all(new Date(now + 2 * 3_600_000).toISOString(), new Date(now + 5 * 86_400_000).toISOString()) as {
    id: number;
    name: string;
    price_id: number;
  }[];
  for (const row of rows) db.prepare('UPDATE activity_sessions SET offline_bookings = 0 WHERE id = ?').run(row.id);
  return rows.map((row) => ({ type: 'session', id: row.id, pricingOptionId: row.price_id, name: row.name }));
}

describe('/register (docs/product/bookings.md D25)', () => {
  it('creates an account from bookings, lands on the redirect, and the kept sessions are in the basket', async () => {
    const user = userEvent.setup();
    const { db, clock } = sandbox().services;
    const kept = twoBookableSessions(db, clock.now().getTime());
    expect(kept).toHaveLength(2);
    for (const { name: _name, ...choice } of kept) keepBasketChoice([choice]);

    await openRegisterPage(BookingsApp, '/basket');

    await fillRegistration(user, 'robin.bookings@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping basket' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/basket');
    const account = db
      .prepare('SELECT id, registration_source FROM users WHERE email = ? ORDER BY id DESC')
      .get('robin.bookings@example.com') as { id: number; registration_source: string };
    expect(account.registration_source).toBe('bookings');
    await waitFor(() => {
      const held = db
        .prepare(
          `SELECT i.session_id FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.holder_user_id = ? ORDER BY i.session_id`,
        )
        .all(account.id) as { session_id: number }[];
      expect(held.map((row) => row.session_id)).toEqual(kept.map((choice) => choice.id).sort((a, b) => a - b));
    });
    expect(sessionStorage.length).toBe(0);
  });

  it("shows the server's field message by its field, with focus on the summary", async () => {
    const user = userEvent.setup();
    renderApp(BookingsApp, '/register');
    await fillRegistration(user, 'robin.refused@example.com');
    const message = 'Please enter a valid email address.';
    injectFault({
      path: '/auth/customer/register',
      method: 'POST',
      status: 422,
      errors: { 'dataFields.email': [message] },
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      expect.stringContaining(`Error: ${message}`),
    );
    expect(window.location.pathname).toBe('/register');
  });

  it('/login links to /register with the same redirect', async () => {
    renderApp(BookingsApp, `/login?redirect=${encodeURIComponent('/location/leeds-city')}`);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?redirect=${encodeURIComponent('/location/leeds-city')}`,
    );
  });
});
