import type { AppConfig } from '@leisure/config';
import type { FrontEndId } from '../crossApp/frontEnds.ts';

/** A place in one of the front ends. */
export interface Destination {
  app: FrontEndId;
  path: string;
}

export type NavItem = { kind: 'link'; label: string; to: Destination } | { kind: 'logOut'; label: string };

type Features = Pick<AppConfig['features'], 'onlineJoining' | 'onlineGuestPasses'>;

const link = (label: string, app: FrontEndId, path: string): NavItem => ({ kind: 'link', label, to: { app, path } });
const logOut: NavItem = { kind: 'logOut', label: 'Log out' };

export const destinations = {
  bookActivity: { app: 'bookings', path: '/' },
  buyMembership: { app: 'onlineJoining', path: '/' },
  basket: { app: 'bookings', path: '/basket' },
  /** Swimming lessons and courses: the class finder (docs/decisions/0594-lessons-in-bookings.md). */
  lessons: { app: 'bookings', path: '/lessons' },
  myAccount: { app: 'myAccount', path: '/' },
  /** A teacher's day of classes at poolside (docs/decisions/0596). */
  teaching: { app: 'bookings', path: '/teaching' },
} as const satisfies Record<string, Destination>;

/** Log in happens on the front end the visitor is on, so they come back to where they were. */
export const logInDestination = (currentApp: FrontEndId): Destination => ({ app: currentApp, path: '/login' });

/** Registration lives in bookings and my-account (docs/product/platform.md §2); online joining registers inside its own flow. */
export const registerDestination = (currentApp: FrontEndId): Destination => ({
  app: currentApp === 'onlineJoining' ? 'bookings' : currentApp,
  path: '/register',
});

/** The my-account pages, in the order both account navigations list them, then Log out. */
function accountItems(dashboardLabel: string, withGuestPasses: boolean): NavItem[] {
  return [
    link(dashboardLabel, 'myAccount', '/'),
    link('My details', 'myAccount', '/user-details'),
    link('Memberships', 'myAccount', '/memberships'),
    link('Packages', 'myAccount', '/packages'),
    link('Bookings', 'myAccount', '/bookings'),
    // The household: children added and adults invited (docs/decisions/0422).
    link('Family', 'myAccount', '/family'),
    // Lessons and courses for the household's learners (docs/decisions/0595-lessons-in-my-account.md).
    link('Lessons', 'myAccount', '/lessons'),
    ...(withGuestPasses ? [link('Guest passes', 'myAccount', '/guest-passes')] : []),
    link('Payments', 'myAccount', '/payments'),
    logOut,
  ];
}

/** Desktop account sub-navigation (docs/product/platform.md §2); Guest passes only when online guest passes are enabled. */
export function accountSubNavItems(features: Features): NavItem[] {
  return accountItems('Dashboard', features.onlineGuestPasses);
}

/**
 * The mobile account menu (docs/product/platform.md §2), with Guest passes when online guest passes are enabled, as on
 * desktop: docs/product/account.md D26 leaves it out of both menus only when they are off (docs/decisions/0420).
 */
export function accountMenuItems(features: Features): NavItem[] {
  return accountItems('Account dashboard', features.onlineGuestPasses);
}

/**
 * The mobile side drawer's site links (docs/product/platform.md §2, D5): Buy a membership follows the header's rule
 * and shows only when online joining is enabled. A visitor's end with My account (it leads to log in), Log in and
 * Create an account; a customer's account pages are a section of their own (drawerSections).
 */
export function drawerItems({
  loggedIn,
  features,
  currentApp,
}: {
  loggedIn: boolean;
  features: Features;
  currentApp: FrontEndId;
}): NavItem[] {
  const { app, path } = registerDestination(currentApp);
  const login = logInDestination(currentApp);
  return [
    link('Book an activity', destinations.bookActivity.app, destinations.bookActivity.path),
    link('Lessons and courses', destinations.lessons.app, destinations.lessons.path),
    ...(features.onlineJoining
      ? [link('Buy a membership', destinations.buyMembership.app, destinations.buyMembership.path)]
      : []),
    link('Shopping basket', destinations.basket.app, destinations.basket.path),
    ...(loggedIn
      ? []
      : [
          link('My account', destinations.myAccount.app, destinations.myAccount.path),
          link('Log in', login.app, login.path),
          link('Create an account', app, path),
        ]),
  ];
}

/** A group of the drawer's links; the first has no heading. */
export interface DrawerSection {
  label: string | null;
  items: NavItem[];
}

/**
 * What the one phone menu holds (docs/decisions/0021-map-places-and-tile-style.md): the site's links and, for a
 * customer, the account pages and Log out under "My account", so no second menu stacks under the header.
 */
export function drawerSections(options: Parameters<typeof drawerItems>[0]): DrawerSection[] {
  const site: DrawerSection = { label: null, items: drawerItems(options) };
  return options.loggedIn ? [site, { label: 'My account', items: accountMenuItems(options.features) }] : [site];
}
