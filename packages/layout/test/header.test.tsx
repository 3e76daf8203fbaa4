import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../src/header/Header.tsx';
import { basketLabel } from '../src/header/basketLabel.ts';
import { mobileAccountMenuLabels } from './support/accountNavLabels.ts';
import { renderLayout } from './support/renderLayout.tsx';

const origin = window.location.origin;
const port = window.location.port;
const at = (label: string, path: string) => `http://${label}.leisure.localhost:${port}${path}`;

function renderHeader(
  props: Partial<Parameters<typeof Header>[0]> = {},
  options: Parameters<typeof renderLayout>[1] = {},
) {
  const onLogOut = vi.fn();
  const utils = renderLayout(
    <Header logoUrl="https://cdn.example/logo.svg" loggedIn={false} basketCount={0} onLogOut={onLogOut} {...props} />,
    options,
  );
  return { ...utils, onLogOut, user: userEvent.setup() };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
// jsdom lays pages out 1024 px wide, where CSS hides the Menu button (it is for screens under 575 px); the e2e
// tests check both widths in a real browser.
const menuButton = () => screen.getByText('Menu', { selector: 'button' });

describe('Header', () => {
  it('shows the logo leading home, with the operator name as its text', () => {
    renderHeader();
    const logo = screen.getByRole('img', { name: 'Brightwater Leisure home' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('for a visitor: Book an activity, Lessons and courses, Buy a membership and Log in on this front end', () => {
    renderHeader({}, { app: 'myAccount' });
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Book an activity',
      'Lessons and courses',
      'Buy a membership',
      'Log in',
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Book an activity' })).toHaveAttribute(
      'href',
      at('bookings', '/'),
    );
    expect(within(mainNav()).getByRole('link', { name: 'Lessons and courses' })).toHaveAttribute(
      'href',
      at('bookings', '/lessons'),
    );
    expect(within(mainNav()).getByRole('link', { name: 'Buy a membership' })).toHaveAttribute(
      'href',
      at('online-joining', '/'),
    );
    expect(within(mainNav()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
  });

  it('for a customer: My account instead of Log in', () => {
    renderHeader({ loggedIn: true });
    expect(within(mainNav()).getByRole('link', { name: 'My account' })).toHaveAttribute('href', at('my-account', '/'));
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('links inside the current front end stay app paths', () => {
    renderHeader({}, { app: 'bookings' });
    expect(within(mainNav()).getByRole('link', { name: 'Book an activity' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /^Basket/ })).toHaveAttribute('href', '/basket');
  });

  it('leaves out Buy a membership when online joining is disabled', async () => {
    const { user } = renderHeader({}, { env: { VITE_FEATURE_ONLINE_JOINING: 'false' } });
    expect(within(mainNav()).queryByRole('link', { name: 'Buy a membership' })).not.toBeInTheDocument();
    await user.click(menuButton());
    expect(
      within(await screen.findByRole('dialog', { name: 'Menu' })).queryByRole('link', { name: 'Buy a membership' }),
    ).toBeNull();
  });

  it.each([
    [0, 'Basket, 0 items', null],
    [1, 'Basket, 1 item', '1'],
    [2, 'Basket, 2 items', '2'],
    [250, 'Basket, 250 items', '99+'],
  ])('names the basket by its count (%i) and shows a badge only when it has items', (count, name, badge) => {
    renderHeader({ basketCount: count }, { app: 'myAccount' });
    const basket = screen.getByRole('link', { name });
    expect(basket).toHaveAttribute('href', at('bookings', '/basket'));
    const badgeElement = basket.querySelector('[aria-hidden="true"]:not(svg)');
    expect(badgeElement?.textContent ?? null).toBe(badge);
  });

  it('carries the kiosk, embedded and centre flags on links to other front ends', () => {
    renderHeader({}, { app: 'onlineJoining', url: '/centre/riverside?centre=riverside&embedded=true' });
    expect(within(mainNav()).getByRole('link', { name: 'Book an activity' })).toHaveAttribute(
      'href',
      at('bookings', '/?embedded=true&centre=riverside'),
    );
  });

  it('opens the side drawer from Menu; Escape closes it', async () => {
    const { user, onLogOut } = renderHeader({ loggedIn: true });
    const opener = menuButton();
    expect(opener).toHaveAttribute('aria-expanded', 'false');

    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveFocus();
    const entries = within(drawer)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // A customer's account pages are a section of the one drawer (docs/decisions/0021-map-places-and-tile-style.md).
    expect(entries).toEqual([
      'Book an activity',
      'Lessons and courses',
      'Buy a membership',
      'Shopping basket',
      ...mobileAccountMenuLabels,
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(onLogOut).not.toHaveBeenCalled();
  });

  it('on an account page, one menu: the drawer holds the account pages as a section, the current one marked', async () => {
    const { user } = renderHeader({ loggedIn: true }, { app: 'myAccount', url: '/payments' });
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const account = within(drawer).getByRole('list', { name: 'My account' });
    expect(
      within(account)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(mobileAccountMenuLabels);
    expect(within(account).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(within(account).getByRole('link', { name: 'My details' })).toHaveAttribute('href', '/user-details');
    expect(within(account).getByRole('link', { name: 'Account dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('logs out from the drawer and closes it', async () => {
    const { user, onLogOut } = renderHeader({ loggedIn: true });
    await user.click(menuButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the drawer offers Log in and Create an account to a visitor, and My account leads to the account site', async () => {
    const { user } = renderHeader({ loggedIn: false });
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'My account' })).toHaveAttribute('href', at('my-account', '/'));
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(drawer).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(within(drawer).queryByRole('button', { name: 'Log out' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the rest of the page out of reach while the drawer is open', async () => {
    const { user, container } = renderHeader();
    await user.click(menuButton());
    expect(container).toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(origin).toBe(window.location.origin);
  });
});

describe('Header at desktop width', () => {
  it('shows the main navigation and hides the Menu button', () => {
    renderHeader();
    expect(mainNav()).toBeVisible();
    expect(menuButton()).not.toBeVisible();
  });
});

describe('basketLabel', () => {
  it('never reads a nonsense count', () => {
    expect(basketLabel(Number.NaN)).toBe('Basket, 0 items');
    expect(basketLabel(-3)).toBe('Basket, 0 items');
  });
});
