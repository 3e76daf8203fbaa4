/** The desktop account sub-navigation as the product lists it, Guest passes included (online guest passes on). */
export const desktopAccountNavLabels = [
  'Dashboard',
  'My details',
  'Memberships',
  'Packages',
  'Bookings',
  'Guest passes',
  'Payments',
  'Log out',
];

/** The mobile account menu, Guest passes included (online guest passes on: docs/decisions/0420). */
export const mobileAccountMenuLabels = [
  'Account dashboard',
  'My details',
  'Memberships',
  'Packages',
  'Bookings',
  'Guest passes',
  'Payments',
  'Log out',
];
