import { describe, expect, it } from 'vitest';
import {
  accountMenuItems,
  accountSubNavItems,
  drawerItems,
  drawerSections,
  type NavItem,
} from '../src/navigation/navItems.ts';
import { isCurrentPage } from '../src/navigation/isCurrentPage.ts';
import { desktopAccountNavLabels, mobileAccountMenuLabels } from './support/accountNavLabels.ts';

const labels = (items: NavItem[]) => items.map((item) => item.label);
const allOn = { onlineJoining: true, onlineGuestPasses: true };

describe('navigation lists (docs/product/platform.md §2)', () => {
  it('desktop account sub-navigation, with Guest passes when online guest passes are enabled', () => {
    expect(labels(accountSubNavItems(allOn))).toEqual(desktopAccountNavLabels);
    expect(labels(accountSubNavItems({ ...allOn, onlineGuestPasses: false }))).not.toContain('Guest passes');
  });

  it('account pages lead to the routes of the spec', () => {
    const paths = accountSubNavItems(allOn).flatMap((item) => (item.kind === 'link' ? [item.to.path] : []));
    expect(paths).toEqual([
      '/',
      '/user-details',
      '/memberships',
      '/packages',
      '/bookings',
      '/family',
      '/lessons',
      '/guest-passes',
      '/payments',
    ]);
    for (const item of accountSubNavItems(allOn)) if (item.kind === 'link') expect(item.to.app).toBe('myAccount');
  });

  it('mobile account menu, with Guest passes only when online guest passes are enabled', () => {
    expect(labels(accountMenuItems(allOn))).toEqual(mobileAccountMenuLabels);
    expect(labels(accountMenuItems({ ...allOn, onlineGuestPasses: false }))).not.toContain('Guest passes');
  });

  const drawerStart = ['Book an activity', 'Lessons and courses', 'Buy a membership', 'Shopping basket', 'My account'];

  it('side drawer for a visitor: My account always, then Log in and Create an account', () => {
    expect(labels(drawerItems({ loggedIn: false, features: allOn, currentApp: 'bookings' }))).toEqual([
      ...drawerStart,
      'Log in',
      'Create an account',
    ]);
  });

  it("side drawer for a customer: the site's links, then the account pages as a section (decision 0021)", () => {
    expect(drawerSections({ loggedIn: true, features: allOn, currentApp: 'myAccount' })).toEqual([
      { label: null, items: drawerItems({ loggedIn: true, features: allOn, currentApp: 'myAccount' }) },
      { label: 'My account', items: accountMenuItems(allOn) },
    ]);
    expect(labels(drawerItems({ loggedIn: true, features: allOn, currentApp: 'myAccount' }))).toEqual(
      drawerStart.slice(0, 4),
    );
  });

  it('side drawer for a visitor is one section', () => {
    expect(drawerSections({ loggedIn: false, features: allOn, currentApp: 'bookings' })).toEqual([
      { label: null, items: drawerItems({ loggedIn: false, features: allOn, currentApp: 'bookings' }) },
    ]);
  });

  it('side drawer leaves out Buy a membership when online joining is off', () => {
    const items = drawerItems({
      loggedIn: false,
      features: { ...allOn, onlineJoining: false },
      currentApp: 'bookings',
    });
    expect(labels(items)).not.toContain('Buy a membership');
  });

  it('logs in on the current front end, and registers on bookings when joining online', () => {
    const find = (items: NavItem[], label: string) => items.find((item) => item.label === label);
    const fromJoining = drawerItems({ loggedIn: false, features: allOn, currentApp: 'onlineJoining' });
    expect(find(fromJoining, 'Log in')).toEqual({
      kind: 'link',
      label: 'Log in',
      to: { app: 'onlineJoining', path: '/login' },
    });
    expect(find(fromJoining, 'Create an account')).toMatchObject({ to: { app: 'bookings', path: '/register' } });
    const fromAccount = drawerItems({ loggedIn: false, features: allOn, currentApp: 'myAccount' });
    expect(find(fromAccount, 'Create an account')).toMatchObject({ to: { app: 'myAccount', path: '/register' } });
  });
});

describe('isCurrentPage', () => {
  it('matches the page and the pages below it, and home only itself', () => {
    expect(isCurrentPage({ app: 'myAccount', path: '/bookings' }, 'myAccount', '/bookings/upcoming')).toBe(true);
    expect(isCurrentPage({ app: 'myAccount', path: '/bookings' }, 'myAccount', '/bookings/')).toBe(true);
    expect(isCurrentPage({ app: 'myAccount', path: '/bookings' }, 'myAccount', '/bookingsx')).toBe(false);
    expect(isCurrentPage({ app: 'myAccount', path: '/' }, 'myAccount', '/memberships')).toBe(false);
    expect(isCurrentPage({ app: 'myAccount', path: '/' }, 'myAccount', '/')).toBe(true);
    expect(isCurrentPage({ app: 'myAccount', path: '/' }, 'bookings', '/')).toBe(false);
  });
});
