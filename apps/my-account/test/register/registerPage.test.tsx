import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillRegistration, logInAsDemoCustomer, renderApp, openRegisterPage } from '@leisure/app-store/testing';
import { MyAccountApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

const { sandbox } = useSandbox();

describe('/register on my account (docs/product/bookings.md D25)', () => {
  it('creates an account from my account and lands on the page it was sent from, logged in', async () => {
    const user = userEvent.setup();
    await openRegisterPage(MyAccountApp, '/payments');

    await fillRegistration(user, 'robin.account@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/payments');
    const account = sandbox()
      .services.db.prepare('SELECT registration_source FROM users WHERE email = ? ORDER BY id DESC')
      .get('robin.account@example.com') as { registration_source: string };
    expect(account.registration_source).toBe('my-account');
  });

  it('/login links to /register with the same redirect', async () => {
    renderApp(MyAccountApp, `/login?redirect=${encodeURIComponent('/bookings/upcoming')}`);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?redirect=${encodeURIComponent('/bookings/upcoming')}`,
    );
  });

  it('a logged-in customer who opens /register goes to the dashboard', async () => {
    await logInAsDemoCustomer();
    renderApp(MyAccountApp, '/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Sam' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});
