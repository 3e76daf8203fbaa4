/** The account pages after the dashboard, as the product lists them, Guest passes included (online guest passes on). */
const accountPageLabels = [
  'My details',
  'Memberships',
  'Packages',
  'Bookings',
  'Family',
  'Lessons',
  'Guest passes',
  'Payments',
  'Log out',
];

/** The desktop account sub-navigation. */
export const desktopAccountNavLabels = ['Dashboard', ...accountPageLabels];

/** The mobile account menu (online guest passes on: docs/decisions/0420). */
export const mobileAccountMenuLabels = ['Account dashboard', ...accountPageLabels];
