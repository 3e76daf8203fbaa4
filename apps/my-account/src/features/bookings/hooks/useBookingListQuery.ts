import { useListMyBookingsQuery } from '@leisure/api-client/endpoints/myBookingsApi';
import { BOOKINGS_PER_PAGE, type BookingsView } from '../components/bookingsViews.ts';
import { useBookingsPage } from './useBookingsPage.ts';

/**
 * The list's page of bookings, as the URL asks for it: the list draws it, and the page asks the same (one request,
 * shared) to know when it has settled, so the calendar feed below waits for it (docs/decisions/0036).
 */
export function useBookingListQuery(view: BookingsView) {
  const { page } = useBookingsPage(view);
  return useListMyBookingsQuery({ query: { status: view, page, perPage: BOOKINGS_PER_PAGE } });
}
