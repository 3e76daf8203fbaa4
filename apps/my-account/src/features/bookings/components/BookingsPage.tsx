import { usePageTitle } from '@leisure/theme';

export interface BookingsPageProps {
  view: 'upcoming' | 'past';
}

/** Placeholder until the page is built: its heading and title are the navigation label (docs/product/account.md D26). */
export function BookingsPage(_props: BookingsPageProps) {
  usePageTitle('Bookings');
  return <h1>Bookings</h1>;
}
