import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountNavigation } from '../src/accountNav/AccountNavigation.tsx';
import { desktopAccountNavLabels } from './support/accountNavLabels.ts';
import { renderLayout } from './support/renderLayout.tsx';

const accountNav = () => screen.getByRole('navigation', { name: 'Account' });

describe('AccountNavigation', () => {
  it('lists the desktop sub-navigation, marking the current page', () => {
    renderLayout(<AccountNavigation onLogOut={vi.fn()} />, { app: 'myAccount', url: '/bookings/upcoming' });
    const entries = within(accountNav())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(desktopAccountNavLabels);
    expect(within(accountNav()).getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    expect(within(accountNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(accountNav()).getByRole('link', { name: 'My details' })).toHaveAttribute('href', '/user-details');
  });

  it('has no Guest passes in either menu when online guest passes are disabled (docs/product/account.md D26)', () => {
    renderLayout(<AccountNavigation onLogOut={vi.fn()} />, {
      app: 'myAccount',
      env: { VITE_FEATURE_ONLINE_GUEST_PASSES: 'false' },
    });
    expect(within(accountNav()).queryAllByRole('link', { name: 'Guest passes', hidden: true })).toEqual([]);
    expect(within(accountNav()).getAllByRole('link', { name: 'Payments', hidden: true })).toHaveLength(1);
  });

  it('logs out from the sub-navigation', async () => {
    const onLogOut = vi.fn();
    renderLayout(<AccountNavigation onLogOut={onLogOut} />, { app: 'myAccount' });
    await userEvent.setup().click(within(accountNav()).getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('has no menu of its own for phones: the side drawer holds the account pages (decision 0021)', () => {
    renderLayout(<AccountNavigation onLogOut={vi.fn()} />, { app: 'myAccount', url: '/payments' });
    expect(screen.queryByRole('button', { name: 'Account menu', hidden: true })).not.toBeInTheDocument();
    expect(within(accountNav()).getAllByRole('link', { name: 'Payments', hidden: true })).toHaveLength(1);
  });

  it('links to account pages from another front end are absolute', () => {
    renderLayout(<AccountNavigation onLogOut={vi.fn()} />, { app: 'bookings' });
    expect(within(accountNav()).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      `http://my-account.leisure.localhost:${window.location.port}/payments`,
    );
  });
});
