import { useListMyBookingsQuery } from '@leisure/api-client/endpoints/myBookingsApi';
import { NEXT_BOOKINGS_SHOWN } from '../rules/dashboardRules.ts';

/**
 * The customer's next bookings, soonest first: the summary draws them, and the dashboard asks the same (one request,
 * shared) to know when its summaries can show (docs/decisions/0036-layout-shift.md).
 */
export function useNextBookingsQuery() {
  return useListMyBookingsQuery({ query: { status: 'upcoming', page: 1, perPage: NEXT_BOOKINGS_SHOWN } });
}
