import { useMemo, useState } from 'react';
import type { Booking } from '@leisure/api-contract/browser';
import { destinations, useHrefTo } from '@leisure/layout';
import { CardList, Link, Pagination, usePageHeadingFocus } from '@leisure/ui';
import { useBookingFromHash } from '../hooks/useBookingFromHash.ts';
import { useBookingListQuery } from '../hooks/useBookingListQuery.ts';
import { useBookingsPage } from '../hooks/useBookingsPage.ts';
import { BookingCard } from './BookingCard.tsx';
import { bookingsViews, type BookingsView } from './bookingsViews.ts';
import { CancelBookingDialog } from './CancelBookingDialog.tsx';

/**
 * Upcoming (soonest first) or past (latest first) bookings of the member and the linked accounts they book for,
 * ten a page with the page in the URL (docs/decisions/0309-my-bookings-and-cancellation.md).
 */
export function BookingList({ view, viewerId }: { view: BookingsView; viewerId: number | undefined }) {
  const hrefTo = useHrefTo();
  const { page, hrefFor } = useBookingsPage(view);
  const { data, isError, isFetching, refetch } = useBookingListQuery(view);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  useBookingFromHash(useMemo(() => data?.bookings.map((booking) => booking.id), [data]));
  const { heading, empty } = bookingsViews[view];
  // Another page starts reading at the list's heading, not at a Next link that may have gone.
  const headingRef = usePageHeadingFocus(page);

  return (
    <section aria-labelledby="bookings-list-heading">
      <h2 id="bookings-list-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <CardList
        items={data?.bookings}
        loadingLabel="Loading your bookings"
        failure={isError && { message: 'We couldn’t load your bookings.', onRetry: () => void refetch() }}
        empty={
          data?.meta.total === 0 ? (
            <>
              {empty} <Link href={hrefTo(destinations.bookActivity)}>Book an activity</Link>
            </>
          ) : (
            'There are no bookings on this page.'
          )
        }
        busy={isFetching}
        itemKey={(booking) => booking.id}
        renderItem={(booking) => (
          <BookingCard booking={booking} viewerId={viewerId} upcoming={view === 'upcoming'} onCancel={setCancelling} />
        )}
      />
      {data && data.meta.total > 0 && (
        <Pagination
          currentPage={data.meta.currentPage}
          lastPage={data.meta.lastPage}
          hrefFor={hrefFor}
          label={`${heading} pages`}
        />
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
