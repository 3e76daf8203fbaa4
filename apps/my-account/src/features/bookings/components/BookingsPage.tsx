import styled from 'styled-components';
import { useCurrentUser } from '@leisure/auth';
import { usePageTitle } from '@leisure/theme';
import { useBookingListQuery } from '../hooks/useBookingListQuery.ts';
import { BookingList } from './BookingList.tsx';
import { BookingsNav } from './BookingsNav.tsx';
import type { BookingsView } from './bookingsViews.ts';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';

// Its line is kept while the user loads, so the list below does not move down when the credit arrives
// (docs/decisions/0036-layout-shift.md).
const Credit = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${({ theme }) => theme.spacing.l};
`;

export interface BookingsPageProps {
  view: BookingsView;
}

/**
 * Bookings (docs/product/account.md D28): "Upcoming" and "Past" in a navigation named "Bookings", the account
 * credit a cancellation refunds to, the list, and on Upcoming the private calendar feed. Its heading and title are
 * the navigation label (D26). The calendar feed waits for the list above it, so the list's arrival does not push it
 * down the screen (docs/decisions/0036-layout-shift.md).
 */
export function BookingsPage({ view }: BookingsPageProps) {
  usePageTitle('Bookings');
  const { user } = useCurrentUser();
  const list = useBookingListQuery(view);
  const listSettled = list.data !== undefined || list.isError;
  return (
    <>
      <h1>Bookings</h1>
      <BookingsNav view={view} />
      <Credit>
        {user && (
          <>
            Account credit: <strong>{user.credit.formatted}</strong>
          </>
        )}
      </Credit>
      <BookingList view={view} viewerId={user?.id} />
      {view === 'upcoming' && listSettled && <CalendarFeedPanel />}
    </>
  );
}
