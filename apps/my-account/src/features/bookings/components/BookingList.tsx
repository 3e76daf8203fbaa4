import { useEffect, useMemo, useRef, useState } from 'react';
import type { Booking } from '@leisure/api-contract/browser';
import { useListMyBookingsQuery } from '@leisure/api-client/endpoints/myBookingsApi';
import { destinations, useHrefTo } from '@leisure/layout';
import { Button, Link, Pagination, Spinner } from '@leisure/ui';
import { useBookingFromHash } from '../hooks/useBookingFromHash.ts';
import { useBookingsPage } from '../hooks/useBookingsPage.ts';
import { BookingCard } from './BookingCard.tsx';
import { bookingsViews, type BookingsView } from './bookingsViews.ts';
import { BookingItems } from './bookingsStyles.ts';
import { CancelBookingDialog } from './CancelBookingDialog.tsx';

export const BOOKINGS_PER_PAGE = 10;

/**
 * Upcoming (soonest first) or past (latest first) bookings of the member and the linked accounts they book for,
 * ten a page with the page in the URL (docs/decisions/0309-my-bookings-and-cancellation.md).
 */
export function BookingList({ view, viewerId }: { view: BookingsView; viewerId: number | undefined }) {
  const hrefTo = useHrefTo();
  const { page, hrefFor } = useBookingsPage(view);
  const { data, isError, isFetching, refetch } = useListMyBookingsQuery({
    query: { status: view, page, perPage: BOOKINGS_PER_PAGE },
  });
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  useBookingFromHash(useMemo(() => data?.bookings.map((booking) => booking.id), [data]));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { heading, empty } = bookingsViews[view];
  // Another page starts reading at the list's heading, not at a Next link that may have gone.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    headingRef.current?.focus();
  }, [page]);

  return (
    <section aria-labelledby="bookings-list-heading">
      <h2 id="bookings-list-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {isError ? (
        <>
          <p role="alert">We couldn’t load your bookings.</p>
          <Button variant="secondary" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        </>
      ) : !data ? (
        <Spinner label="Loading your bookings" />
      ) : data.meta.total === 0 ? (
        <p>
          {empty} <Link href={hrefTo(destinations.bookActivity)}>Book an activity</Link>
        </p>
      ) : (
        <>
          {data.bookings.length === 0 ? (
            <p>There are no bookings on this page.</p>
          ) : (
            <BookingItems aria-busy={isFetching}>
              {data.bookings.map((booking) => (
                <li key={booking.id}>
                  <BookingCard
                    booking={booking}
                    viewerId={viewerId}
                    upcoming={view === 'upcoming'}
                    onCancel={setCancelling}
                  />
                </li>
              ))}
            </BookingItems>
          )}
          <Pagination
            currentPage={data.meta.currentPage}
            lastPage={data.meta.lastPage}
            hrefFor={hrefFor}
            label={`${heading} pages`}
          />
        </>
      )}
      {cancelling && (
        <CancelBookingDialog
          booking={cancelling}
          viewerId={viewerId}
          afterCancelFocusRef={headingRef}
          onClose={() => setCancelling(null)}
        />
      )}
    </section>
  );
}
