import styled from 'styled-components';
import { useCurrentUser } from '@leisure/auth';
import { usePageTitle } from '@leisure/theme';
import { BookingList } from './BookingList.tsx';
import { BookingsNav } from './BookingsNav.tsx';
import type { BookingsView } from './bookingsViews.ts';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';

const Credit = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
`;

export interface BookingsPageProps {
  view: BookingsView;
}

/**
 * Bookings (docs/product/account.md D28): "Upcoming" and "Past" in a navigation named "Bookings", the account
 * credit a cancellation refunds to, the list, and on Upcoming the private calendar feed. Its heading and title are
 * the navigation label (D26).
 */
export function BookingsPage({ view }: BookingsPageProps) {
  usePageTitle('Bookings');
  const { user } = useCurrentUser();
  return (
    <>
      <h1>Bookings</h1>
      <BookingsNav view={view} />
      {user && (
        <Credit>
          Account credit: <strong>{user.credit.formatted}</strong>
        </Credit>
      )}
      <BookingList view={view} viewerId={user?.id} />
      {view === 'upcoming' && <CalendarFeedPanel />}
    </>
  );
}
