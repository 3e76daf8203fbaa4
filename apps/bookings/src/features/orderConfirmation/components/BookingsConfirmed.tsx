import type { Order } from '@leisure/api-contract/browser';
import { Button } from '@leisure/ui';
import { useFocusOnArrival } from '../hooks/useFocusOnArrival.ts';
import { icsCalendar } from '@leisure/calendar';
import { downloadCalendar } from '@leisure/calendar/download';
import { bookingEvent, bookingFileName, bookingsOf } from '../bookingEvents.ts';
import { Booking, Bookings, Summary } from './confirmationStyles.ts';
import { DeskReceipt } from '@leisure/payment/deskReceipt';
import { receiptPrintable, type CashHandedOver } from '@leisure/payment/receiptFacts';
import { weekdayDate } from '@leisure/dates';

/**
 * The order's bookings (docs/product/bookings.md D24): each with its activity, date, time, venue, attendee and price,
 * and "Add to calendar" (an .ics file); "Add all to calendar" gives one file with every booking. Focus starts at
 * the heading.
 */
export function BookingsConfirmed({
  order,
  deskCash = null,
}: {
  order: Order;
  /** Cash handed over at the desk with change, when the checkout said (docs/decisions/0621). */
  deskCash?: CashHandedOver | null;
}) {
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  const bookings = bookingsOf(order);
  const addToCalendar = (lines: typeof bookings, fileName: string) =>
    downloadCalendar(
      fileName,
      icsCalendar(
        lines.map((line) => bookingEvent(order, line)),
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
      {/* Front of house: a receipt when the order's items allow one (docs/decisions/0621). */}
      {receiptPrintable(order) && <DeskReceipt order={order} cash={deskCash} />}
      {bookings.length > 1 && (
        <Button variant="secondary" onClick={() => addToCalendar(bookings, `bookings-${order.reference}.ics`)}>
          Add all to calendar
        </Button>
      )}
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
    </>
  );
}
