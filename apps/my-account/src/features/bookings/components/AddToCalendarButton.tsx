import type { Booking } from '@leisure/api-contract/browser';
import { accountBookingEvent, calendarFileName, icsCalendar } from '@leisure/calendar';
import { downloadCalendar } from '@leisure/calendar/download';
import { Button } from '@leisure/ui';
import { bookingLabel } from '../rules/bookingWording.ts';

/**
 * "Add to calendar": the booking as an .ics file, with the same UID as in the calendar feed, so a calendar that
 * has both keeps one event (docs/decisions/0480-private-calendar-feed.md).
 */
export function AddToCalendarButton({ booking, viewerId }: { booking: Booking; viewerId: number | undefined }) {
  return (
    <Button
      variant="secondary"
      size="small"
      aria-label={`Add to calendar, ${bookingLabel(booking)}`}
      onClick={() =>
        downloadCalendar(
          calendarFileName(booking.session.name, booking.session.date),
          icsCalendar([accountBookingEvent(booking, viewerId)], new Date()),
        )
      }
    >
      Add to calendar
    </Button>
  );
}
