import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyAccountApp } from '../src/index.ts';
import { logInAsDemoCustomer, logInThroughForm, renderApp } from '@leisure/app-store/testing';
import { useSandbox } from './support/sandboxApi.ts';

describe('MyAccountApp', () => {
  useSandbox();

  it('the dashboard is guarded: a visitor goes to /login with the page as redirect', async () => {
    renderApp(MyAccountApp, '/?tab=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2F%3Ftab%3D1');
    expect(document.title).toBe('Brightwater Leisure | Log in');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('an unknown path is not guarded: a visitor sees not-found, not the log-in (docs/product/platform.md D2)', async () => {
    renderApp(MyAccountApp, '/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/no-such-page');
  });

  it('logging in goes back to the page asked for: the dashboard greets the customer', async () => {
    const user = userEvent.setup();
    renderApp(MyAccountApp, '/');
    await logInThroughForm(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Sam' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('a customer sees the dashboard: key facts, the account navigation and a card per account page', async () => {
    await logInAsDemoCustomer();
    renderApp(MyAccountApp);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Sam' })).toBeInTheDocument();
    expect(screen.getByText('BW100002')).toBeInTheDocument();
    expect(document.title).toBe('Brightwater Leisure | Dashboard');
    const accountNav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(accountNav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // The account's pages show with the summaries above them, once these have loaded (docs/decisions/0036).
    const pages = await screen.findByRole('region', { name: 'Your account' });
    const cards = within(pages).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual([
      'My details',
      'Memberships',
      'Packages',
      'Bookings',
      'Family',
      'Lessons',
      'Guest passes',
      'Payments',
    ]);
    expect(cards[0]!.closest('a')).toHaveAttribute('href', '/user-details');
  });

  it('logging out from the account navigation leaves the guarded dashboard for the log-in page', async () => {
    const user = userEvent.setup();
    await logInAsDemoCustomer();
    renderApp(MyAccountApp);
    await screen.findByRole('heading', { level: 1, name: 'Hello, Sam' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Account' })).getByRole('button', { name: 'Log out' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('leisure_token');
  });
});
