import { contract } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { countBookings, listBookings } from '../bookings/bookingRows.ts';
import { toBookings } from '../bookings/bookingView.ts';
import { cancelBooking } from '../bookings/cancelBooking.ts';

export const bookingRoutes = [
  implement(contract.activities.listMyBookings, ({ db, clock, query, user }) => {
    const now = clock.now();
    const total = countBookings(db, user!.id, query.status, now.toISOString());
    const lastPage = Math.max(1, Math.ceil(total / query.perPage));
    const rows = listBookings(db, user!.id, query.status, now.toISOString(), {
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    return {
      bookings: toBookings(db, rows, now),
      meta: { currentPage: query.page, perPage: query.perPage, total, lastPage },
    };
  }),

  implement(contract.activities.cancelMyBooking, ({ db, clock, params, user }) =>
    cancelBooking(db, clock, user!.id, params.bookingId),
  ),
];
