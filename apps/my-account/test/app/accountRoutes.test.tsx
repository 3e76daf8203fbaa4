import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { MyAccountApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

useSandbox();

/** Each account page, its h1 and title (docs/product/account.md D26) and the navigation link marked as current. */
const accountPages = [
  { path: '/', heading: 'Hello, Sam', title: 'Dashboard', current: 'Dashboard' },
  { path: '/user-details', heading: 'My details', title: 'My details', current: 'My details' },
  { path: '/memberships', heading: 'Memberships', title: 'Memberships', current: 'Memberships' },
  { path: '/packages', heading: 'Packages', title: 'Packages', current: 'Packages' },
  { path: '/bookings', heading: 'Bookings', title: 'Bookings', current: 'Bookings' },
  { path: '/bookings/upcoming', heading: 'Bookings', title: 'Bookings', current: 'Bookings' },
  { path: '/family', heading: 'Family', title: 'Family', current: 'Family' },
  { path: '/lessons', heading: 'Lessons', title: 'Lessons', current: 'Lessons' },
  { path: '/guest-passes', heading: 'Guest passes', title: 'Guest passes', current: 'Guest passes' },
  { path: '/payments', heading: 'Payments', title: 'Payments', current: 'Payments' },
];

describe('the account routes (docs/product/account.md)', () => {
  it.each(accountPages)('$path is guarded: a visitor goes to /login with it as redirect', async ({ path }) => {
    renderApp(MyAccountApp, `${path}?from=test`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(
      `/login?${new URLSearchParams({ redirect: `${path}?from=test` }).toString()}`,
    );
  });

  it.each(accountPages)(
    '$path shows "$heading", titled "$title", with $current marked in the account navigation',
    async ({ path, heading, title, current }) => {
      await logInAsDemoCustomer();
      renderApp(MyAccountApp, path);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`Brightwater Leisure | ${title}`));
      const accountNav = screen.getByRole('navigation', { name: 'Account' });
      expect(within(accountNav).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
      const marked = within(accountNav)
        .getAllByRole('link', { hidden: true })
        .filter((link) => link.getAttribute('aria-current') === 'page');
      // One account navigation: on a phone its links are in the side drawer, not a second menu (decision 0021).
      expect(marked).toHaveLength(1);
    },
  );

  it.each(['/login', '/register'])('%s is open to a visitor', async (path) => {
    renderApp(MyAccountApp, path);
    expect(
      await screen.findByRole('heading', { level: 1, name: path === '/login' ? 'Log in' : 'Create an account' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it('an unknown path below an account page is not found, for a customer too', async () => {
    await logInAsDemoCustomer();
    renderApp(MyAccountApp, '/payments/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
