import type { Booking } from '@leisure/api-contract/browser';
import { useListMyBookingsQuery } from '@leisure/api-client/endpoints/myBookingsApi';
import { destinations, useHrefTo } from '@leisure/layout';
import { Button, Link, Spinner } from '@leisure/ui';
import { formatSessionDay, NEXT_BOOKINGS_SHOWN } from '../rules/dashboardRules.ts';
import { CardFooter, ItemTitle, Muted, SummaryCard, SummaryList } from './dashboardStyles.ts';

function BookingItem({ booking, userId }: { booking: Booking; userId: number }) {
  const { session } = booking;
  return (
    <li>
      <ItemTitle>{session.name}</ItemTitle>
      <span>
        {formatSessionDay(session.date)}, {session.startTime} to {session.endTime}
      </span>
      <Muted>
        {session.venue.name}
        {booking.attendee.id !== userId && `, for ${booking.attendee.name}`}
      </Muted>
    </li>
  );
}

/** The customer's next three bookings (theirs and their linked accounts'), soonest first, and the way to all of them. */
export function NextBookings({ userId }: { userId: number }) {
  const hrefTo = useHrefTo();
  const { data, isLoading, isError, refetch } = useListMyBookingsQuery({
    query: { status: 'upcoming', page: 1, perPage: NEXT_BOOKINGS_SHOWN },
  });
  const bookings = data?.bookings ?? [];
  return (
    <SummaryCard aria-labelledby="next-bookings-heading">
      <h2 id="next-bookings-heading">Next bookings</h2>
      {isLoading ? (
        <Spinner label="Loading your bookings" />
      ) : isError ? (
        <>
          <p>Your bookings could not be loaded.</p>
          <div>
            <Button variant="secondary" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        </>
      ) : bookings.length === 0 ? (
        <p>
          You have no upcoming bookings. <Link href={hrefTo(destinations.bookActivity)}>Book an activity</Link>
        </p>
      ) : (
        <SummaryList>
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} userId={userId} />
          ))}
        </SummaryList>
      )}
      <CardFooter>
        <Link href="/bookings/upcoming">All upcoming bookings</Link>
      </CardFooter>
    </SummaryCard>
  );
}
