/**
 * The bookings home's heading and intro. The production build also paints them into the page the web server sends
 * for `/`, so they show before the app has run (docs/decisions/0905): one text for both.
 */
export const bookingsHomeFirstScreen = {
  heading: 'Book an activity',
  intro: 'Classes, swimming, courts and more: find a venue near you to see what is on.',
} as const;
