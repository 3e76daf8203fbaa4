import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountNavigation } from '../src/accountNav/AccountNavigation.tsx';
import { desktopAccountNavLabels, mobileAccountMenuLabels } from './support/accountNavLabels.ts';
import { renderLayout } from './support/renderLayout.tsx';

const accountNav = () => screen.getByRole('navigation', { name: 'Account' });
// jsdom is 1024 px wide: the desktop list is what is shown; the mobile menu's toggle is hidden by CSS.
const menuToggle = () => screen.getByText('Account menu', { selector: 'button' });

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
    // hidden: true takes in the closed mobile menu's links as well as the desktop list's.
    expect(within(accountNav()).queryAllByRole('link', { name: 'Guest passes', hidden: true })).toEqual([]);
    expect(within(accountNav()).getAllByRole('link', { name: 'Payments', hidden: true })).toHaveLength(2);
  });

  it('logs out from the sub-navigation', async () => {
    const onLogOut = vi.fn();
    renderLayout(<AccountNavigation onLogOut={onLogOut} />, { app: 'myAccount' });
    await userEvent.setup().click(within(accountNav()).getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('the mobile Account menu shows and hides the account pages', async () => {
    const user = userEvent.setup();
    const { container } = renderLayout(<AccountNavigation onLogOut={vi.fn()} />, {
      app: 'myAccount',
      url: '/payments',
    });
    const toggle = menuToggle();
    const list = container.querySelector<HTMLElement>(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`);
    // Its container is hidden at jsdom's desktop width, so the list's own hidden attribute is what is checked.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveAttribute('hidden');
    expect([...list!.querySelectorAll('li')].map((item) => item.textContent)).toEqual(mobileAccountMenuLabels);
    expect(within(list!).getByRole('link', { name: 'Payments', hidden: true })).toHaveAttribute('aria-current', 'page');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('hidden');
  });

  it('links to account pages from another front end are absolute', () => {
    renderLayout(<AccountNavigation onLogOut={vi.fn()} />, { app: 'bookings' });
    expect(within(accountNav()).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      `http://my-account.leisure.localhost:${window.location.port}/payments`,
    );
  });
});
