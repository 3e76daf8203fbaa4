import type { ReactNode } from 'react';
import type { Order } from '@leisure/api-contract/browser';
import { siteApi } from '@leisure/api-client/endpoints/siteApi';
import { useAppStore } from '@leisure/app-store';
import { useHrefTo } from '@leisure/layout';
import { Button, ButtonLink } from '@leisure/ui';
import { useFocusOnArrival } from '../hooks/useFocusOnArrival.ts';
import { icsCalendar } from '@leisure/calendar';
import { downloadCalendar } from '@leisure/calendar/download';
import { bookingEvent, bookingFileName, bookingsOf, venueSlugsOf } from '../bookingEvents.ts';
import { Booking, Bookings, NextSteps, Summary } from './confirmationStyles.ts';
import { GettingThere } from './GettingThere.tsx';
import { LessonBlocksConfirmed, lessonBlocksOf } from './LessonBlocksConfirmed.tsx';
import { DeskReceipt } from '@leisure/payment/deskReceipt';
import { DeskNextSteps } from '@leisure/front-of-house/deskNextSteps';
import { receiptPrintable, type CashHandedOver } from '@leisure/payment/receiptFacts';
import { weekdayDate } from '@leisure/dates';

/**
 * The order's bookings (docs/product/bookings.md D24): each with its activity, date, time, venue, attendee and price,
 * and "Add to calendar" (an .ics file); "Add all to calendar" gives one file with every booking. Then where the
 * confirmation email went, how to get to the venue and "View my bookings" (docs/decisions/0027). Focus starts at
 * the heading. Blocks of lessons paid by card follow, with "View my lessons" (docs/decisions/0599).
 */
export function BookingsConfirmed({
  order,
  deskCash = null,
  used = null,
}: {
  order: Order;
  /** Cash handed over at the desk with change, when the checkout said (docs/decisions/0621). */
  deskCash?: CashHandedOver | null;
  /** What a quick booking used, "Junior Swim 5-Pass used, 3 left" (docs/decisions/0018). */
  used?: ReactNode;
}) {
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  const store = useAppStore();
  const hrefTo = useHrefTo();
  const bookings = bookingsOf(order);
  const blocks = lessonBlocksOf(order);
  // The venue's address as Getting there loaded it (the same cache entry), for the event's LOCATION (decision 0027).
  const venueOf = (slug: string) =>
    siteApi.endpoints.getVenue.select({ params: { venue: slug } })(store.getState()).data;
  const addToCalendar = (lines: typeof bookings, fileName: string) =>
    downloadCalendar(
      fileName,
      icsCalendar(
        lines.map((line) => bookingEvent(order, line, venueOf(line.session.venue.slug))),
        new Date(),
      ),
    );

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Your booking is confirmed
      </h1>
      <Summary>
        Order reference <strong>{order.reference}</strong>. Total paid {order.total.formatted}.
      </Summary>
      {used}
      {/* Only when the sandbox queued it: the order says where it went (docs/decisions/0027). */}
      {order.confirmationEmailTo && (
        <Summary>We have emailed your confirmation to {order.confirmationEmailTo}.</Summary>
      )}
      {/* Front of house: a receipt when the order's items allow one (docs/decisions/0621). */}
      {receiptPrintable(order) && <DeskReceipt order={order} cash={deskCash} />}
      {/* At the desk: book for the same customer, or serve the next one (docs/decisions/0025). */}
      <DeskNextSteps bookingsHref={(path) => path} venueSlug={bookings[0]?.session.venue.slug} />
      {bookings.length > 1 && (
        <Button variant="secondary" onClick={() => addToCalendar(bookings, `bookings-${order.reference}.ics`)}>
          Add all to calendar
        </Button>
      )}
      {bookings.length > 0 && (
        <Bookings aria-label="Your bookings">
          {bookings.map((line) => (
            <Booking key={line.id}>
              <h2>{line.name}</h2>
              <dl>
                <dt>Date</dt>
                <dd>{weekdayDate(line.session.date)}</dd>
                <dt>Time</dt>
                <dd>
                  {line.session.startTime} to {line.session.endTime}
                </dd>
                <dt>Venue</dt>
                <dd>
                  {line.session.location}, {line.session.venue.name}
                </dd>
                <dt>Attendee</dt>
                <dd>{line.attendeeName}</dd>
                <dt>Price</dt>
                <dd>{line.price.formatted}</dd>
              </dl>
              <Button
                variant="secondary"
                aria-label={`Add to calendar: ${line.name} on ${weekdayDate(line.session.date)} at ${line.session.startTime}`}
                onClick={() => addToCalendar([line], bookingFileName(line))}
              >
                Add to calendar
              </Button>
            </Booking>
          ))}
        </Bookings>
      )}
      <LessonBlocksConfirmed blocks={blocks} />
      <GettingThere venueSlugs={venueSlugsOf(bookings)} />
      {/* What next: the bookings in the account, where they can be cancelled (docs/decisions/0901, 0027). */}
      <NextSteps>
        {blocks.length > 0 && (
          <ButtonLink href={hrefTo({ app: 'myAccount', path: '/lessons' })}>View my lessons</ButtonLink>
        )}
        {bookings.length > 0 && (
          <ButtonLink
            variant={blocks.length > 0 ? 'secondary' : 'primary'}
            href={hrefTo({ app: 'myAccount', path: '/bookings/upcoming' })}
          >
            View my bookings
          </ButtonLink>
        )}
      </NextSteps>
    </>
  );
}
