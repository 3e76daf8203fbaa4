export {
  BOOKING_REMINDER_MINUTES,
  escapeText,
  foldLine,
  icsCalendar,
  utcStamp,
  type CalendarEvent,
  type CalendarOptions,
} from './icsCalendar.ts';
export { calendarFileName } from './calendarFileName.ts';
export { accountBookingEvent, type BookingForCalendar } from './accountBookingEvent.ts';
