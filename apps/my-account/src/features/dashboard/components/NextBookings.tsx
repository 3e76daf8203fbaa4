import type { Booking } from '@leisure/api-contract/browser';
import { destinations, useHrefTo } from '@leisure/layout';
import { CardList, Link } from '@leisure/ui';
import { useNextBookingsQuery } from '../hooks/useNextBookingsQuery.ts';
import { formatSessionDay } from '../rules/dashboardRules.ts';
import { CardFooter, ItemTitle, Muted, SummaryCard } from './dashboardStyles.ts';

function BookingItem({ booking, userId }: { booking: Booking; userId: number }) {
  const { session } = booking;
  return (
    <>
      <ItemTitle>{session.name}</ItemTitle>
      <span>
        {formatSessionDay(session.date)}, {session.startTime} to {session.endTime}
      </span>
      <Muted>
        {session.venue.name}
        {booking.attendee.id !== userId && `, for ${booking.attendee.name}`}
      </Muted>
    </>
  );
}

/** The customer's next three bookings (theirs and their linked accounts'), soonest first, and the way to all of them. */
export function NextBookings({ userId }: { userId: number }) {
  const hrefTo = useHrefTo();
  const { data, isLoading, isError, refetch } = useNextBookingsQuery();
  return (
    <SummaryCard aria-labelledby="next-bookings-heading">
      <h2 id="next-bookings-heading">Next bookings</h2>
      <CardList
        variant="rows"
        items={isLoading ? undefined : (data?.bookings ?? [])}
        loadingLabel="Loading your bookings"
        failure={isError && { message: 'Your bookings could not be loaded.', onRetry: () => void refetch() }}
        empty={
          <>
            You have no upcoming bookings. <Link href={hrefTo(destinations.bookActivity)}>Book an activity</Link>
          </>
        }
        itemKey={(booking) => booking.id}
        renderItem={(booking) => <BookingItem booking={booking} userId={userId} />}
      />
      <CardFooter>
        <Link href="/bookings/upcoming">All upcoming bookings</Link>
      </CardFooter>
    </SummaryCard>
  );
}
