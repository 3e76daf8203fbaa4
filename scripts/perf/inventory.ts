// The route inventory (issue 24; docs/decisions/0035): every page of the three front ends, each with an address that
// shows it in the seeded sandbox and the people it is measured for. test/inventory.test.ts checks it against each
// front end's AppRoutes.tsx, so a page added there without an entry here fails.
import type { FrontEnd } from './appRoutes.ts';
import type { Audience, RouteFacts } from './routeFacts.ts';

export interface InventoryEntry {
  app: FrontEnd;
  /** The route as AppRoutes.tsx declares it (`''` is the index). */
  route: string;
  /** An address that shows it, from the seed's facts. */
  path: (facts: RouteFacts) => string;
  /** Who it is measured for: a guarded page measured for a visitor is measured where it lands (its log-in). */
  audiences: Audience[];
  /** What the measured state is, when it is not the page's ordinary one. */
  note?: string;
}

const both: Audience[] = ['visitor', 'member'];
const fixed = (path: string) => () => path;

export const routeInventory: InventoryEntry[] = [
  // Bookings
  { app: 'bookings', route: '', path: fixed('/'), audiences: both },
  { app: 'bookings', route: 'venues', path: fixed('/venues'), audiences: ['visitor'] },
  { app: 'bookings', route: 'location/:venueSlug', path: (f) => `/location/${f.venueSlug}`, audiences: both },
  {
    app: 'bookings',
    route: 'redirect-to-selected-venue',
    path: fixed('/redirect-to-selected-venue'),
    audiences: ['visitor'],
    note: 'no venue cookie: lands on the venue finder',
  },
  { app: 'bookings', route: 'basket', path: fixed('/basket'), audiences: both, note: 'an empty basket' },
  { app: 'bookings', route: 'checkout', path: fixed('/checkout'), audiences: ['member'], note: 'an empty basket' },
  {
    app: 'bookings',
    route: 'order-confirmed/:orderId',
    path: fixed('/order-confirmed/1'),
    audiences: ['member'],
    note: 'the seed has no orders: the not-found state',
  },
  { app: 'bookings', route: 'lessons', path: fixed('/lessons'), audiences: both },
  { app: 'bookings', route: 'lessons/classes/:id', path: (f) => `/lessons/classes/${f.classId}`, audiences: both },
  {
    app: 'bookings',
    route: 'lessons/classes/:id/enrol',
    path: (f) => `/lessons/classes/${f.classId}/enrol`,
    audiences: ['parent'],
  },
  {
    app: 'bookings',
    route: 'lessons/classes/:id/waiting-list',
    path: (f) => `/lessons/classes/${f.classId}/waiting-list`,
    audiences: ['parent'],
  },
  {
    app: 'bookings',
    route: 'lessons/classes/:id/queue',
    path: (f) => `/lessons/classes/${f.classId}/queue`,
    audiences: ['parent'],
    note: 'no enrolment day running at the seed’s instant: "there is no queue"',
  },
  { app: 'bookings', route: 'teaching', path: fixed('/teaching'), audiences: ['teacher'] },
  {
    app: 'bookings',
    route: 'teaching/classes/:classId/:date',
    path: (f) => `/teaching/classes/${f.register.classId}/${f.register.date}`,
    audiences: ['teacher'],
  },
  { app: 'bookings', route: 'login', path: fixed('/login'), audiences: ['visitor'] },
  { app: 'bookings', route: 'register', path: fixed('/register'), audiences: ['visitor'] },

  // My account: every page but log-in and registration is guarded, so a visitor lands on /login (measured once,
  // as its own route) and the pages are measured for the member.
  { app: 'my-account', route: '', path: fixed('/'), audiences: both },
  { app: 'my-account', route: 'user-details', path: fixed('/user-details'), audiences: ['member'] },
  { app: 'my-account', route: 'memberships', path: fixed('/memberships'), audiences: ['member'] },
  {
    app: 'my-account',
    route: 'memberships/:membershipId/freeze',
    path: (f) => `/memberships/${f.membershipId}/freeze`,
    audiences: ['member'],
  },
  {
    app: 'my-account',
    route: 'memberships/:membershipId/cancel',
    path: (f) => `/memberships/${f.membershipId}/cancel`,
    audiences: ['member'],
  },
  {
    app: 'my-account',
    route: 'memberships/:membershipId/document',
    path: (f) => `/memberships/${f.membershipId}/document`,
    audiences: ['member'],
  },
  { app: 'my-account', route: 'membership-card', path: fixed('/membership-card'), audiences: ['member'] },
  { app: 'my-account', route: 'packages', path: fixed('/packages'), audiences: ['member'] },
  { app: 'my-account', route: 'bookings', path: fixed('/bookings'), audiences: ['member'] },
  { app: 'my-account', route: 'bookings/upcoming', path: fixed('/bookings/upcoming'), audiences: ['member'] },
  { app: 'my-account', route: 'family', path: fixed('/family'), audiences: ['parent'] },
  { app: 'my-account', route: 'lessons', path: fixed('/lessons'), audiences: ['parent'] },
  {
    app: 'my-account',
    route: 'lessons/offers/:offerId',
    path: (f) => `/lessons/offers/${f.offerId}`,
    audiences: ['parent'],
    note: 'the demo household has no open offer: "no longer open"',
  },
  {
    app: 'my-account',
    route: 'lessons/credits/:creditId/make-up',
    path: (f) => `/lessons/credits/${f.creditId}/make-up`,
    audiences: ['parent'],
  },
  { app: 'my-account', route: 'guest-passes', path: fixed('/guest-passes'), audiences: ['member'] },
  { app: 'my-account', route: 'payments', path: fixed('/payments'), audiences: ['member'] },
  {
    app: 'my-account',
    route: 'payments/:paymentId/receipt',
    path: (f) => `/payments/${f.paymentId}/receipt`,
    audiences: ['member'],
  },
  { app: 'my-account', route: 'payments/direct-debit', path: fixed('/payments/direct-debit'), audiences: ['member'] },
  { app: 'my-account', route: 'login', path: fixed('/login'), audiences: ['visitor'] },
  { app: 'my-account', route: 'register', path: fixed('/register'), audiences: ['visitor'] },

  // Online joining
  { app: 'online-joining', route: '', path: fixed('/'), audiences: both },
  { app: 'online-joining', route: 'centre/:centreSlug', path: (f) => `/centre/${f.centreSlug}`, audiences: both },
  {
    app: 'online-joining',
    route: 'centre/:centreSlug/membership/:membershipSlug/:paymentType',
    // The seed's own monthly plan at a centre that sells it (as the joining e2e tests use).
    path: fixed('/centre/manchester-aquatics/membership/gym-anywhere/monthly'),
    audiences: both,
  },
  { app: 'online-joining', route: 'checkout', path: fixed('/checkout'), audiences: ['member'], note: 'nothing chosen' },
  {
    app: 'online-joining',
    route: 'order-confirmed/:orderId',
    path: fixed('/order-confirmed/1'),
    audiences: ['member'],
    note: 'the seed has no orders: the not-found state',
  },
  { app: 'online-joining', route: 'kiosk', path: (f) => `/kiosk?centre=${f.centreSlug}`, audiences: ['visitor'] },
  { app: 'online-joining', route: 'login', path: fixed('/login'), audiences: ['visitor'] },
];
