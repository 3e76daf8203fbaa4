/** The two lists of docs/product/account.md D28: "Upcoming" at /bookings/upcoming, "Past" at /bookings. */
export const bookingsViews = {
  upcoming: {
    label: 'Upcoming',
    path: '/bookings/upcoming',
    heading: 'Upcoming bookings',
    empty: 'You have no upcoming bookings.',
  },
  past: { label: 'Past', path: '/bookings', heading: 'Past bookings', empty: 'You have no past bookings yet.' },
} as const;

export type BookingsView = keyof typeof bookingsViews;

/** Bookings a page of either list shows (docs/decisions/0309-my-bookings-and-cancellation.md). */
export const BOOKINGS_PER_PAGE = 10;
