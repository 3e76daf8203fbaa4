// Activities, their sessions (timetable), pricing options and bookings.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam, isoDate, noContent, slug } from '../common.ts';
import {
  activityCategorySchema,
  activitySchema,
  attendeeSchema,
  bookIncludedSessionBodySchema,
  quickBookingSchema,
  sessionDetailSchema,
  sessionReminderBodySchema,
  sessionReminderSchema,
  timetableSchema,
  weeklyOccurrencesSchema,
} from './activitySchemas.ts';
import { bookingCancellationSchema, bookingListSchema, bookingListStatus } from './bookingSchemas.ts';

export * from './activitySchemas.ts';
export * from './bookingSchemas.ts';

const pageNumber = z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number');

const sessionParam = z.object({ sessionId: idParam });
/** Whom a session is looked at for: a linked account, or any customer for staff; the logged-in user without it. */
const attendeeQuery = z.object({ attendeeId: idParam.optional() });

export const activityEndpoints = {
  listActivityCategories: defineEndpoint({
    id: 'listActivityCategories',
    method: 'GET',
    path: '/activities/categories',
    tag: 'Activities',
    summary: 'Activity categories (Swimming, Fitness classes, Racquet sports, Kids)',
    description:
      "With `venue`, activityCount counts that venue's activities and categories it has none of are left out.",
    auth: 'optional',
    query: z.object({ venue: slug.optional() }),
    response: z.array(activityCategorySchema),
    errors: [404],
  }),
  listVenueActivities: defineEndpoint({
    id: 'listVenueActivities',
    method: 'GET',
    path: '/activities/venues/{venue}/activities',
    tag: 'Activities',
    summary: "A venue's activities with their pricing options and next session",
    auth: 'optional',
    params: z.object({ venue: slug }),
    query: z.object({ category: slug.optional() }),
    response: z.array(activitySchema),
    errors: [404, 422],
  }),
  getTimetable: defineEndpoint({
    id: 'getTimetable',
    method: 'GET',
    path: '/activities/timetable',
    tag: 'Activities',
    summary: "A venue's sessions on one date (default today), with spaces left",
    description:
      'Shows today and the next 13 days; `days` lists them with session counts. A session opens for booking 7 ' +
      'days before it starts (10 for a member at the venue), at its own start time: until then it has ' +
      '`bookable` false and `notBookableReason` "Booking opens Tue 25 Nov at 07:00". When logged in, each ' +
      'session has `yourPrice`, what the basket would charge. Times are Europe/London. A date before today is ' +
      'refused (422).',
    auth: 'optional',
    query: z.object({
      venue: slug,
      date: isoDate.optional(),
      category: slug.optional(),
      activityId: idParam.optional(),
    }),
    response: timetableSchema,
    errors: [404, 422],
  }),
  getSession: defineEndpoint({
    id: 'getSession',
    method: 'GET',
    path: '/activities/sessions/{sessionId}',
    tag: 'Activities',
    summary: 'One session with its pricing options and, when logged in, who may book at each price',
    description:
      'Eligibility is worked out for the logged-in user, or for `attendee_id` (a linked account, or any customer ' +
      'for staff). Visitors get null eligibility.',
    auth: 'optional',
    params: sessionParam,
    query: attendeeQuery,
    response: sessionDetailSchema,
    errors: [403, 404, 422],
  }),
  bookIncludedSession: defineEndpoint({
    id: 'bookIncludedSession',
    method: 'POST',
    path: '/activities/sessions/{sessionId}/book',
    tag: 'Bookings',
    summary:
      'Quick book: books a session covered by the membership or a pass at once, as a free order, leaving the basket alone',
    description:
      "Only when the attendee's price (`yourPrice`) is included in their membership (a members-only £0 price or " +
      'a membership benefit) or uses one of their packages (kind `package`); anything else goes through the basket ' +
      '(409). The benefit or package use is taken, and the place, in the same transaction as the capacity and ' +
      'uses-left checks. 409 when full, cancelled, started, not yet open for booking, needing a waiver, or the ' +
      'attendee is booked or holding a place already; 422 when the attendee may not book it. Answers the order ' +
      '(source bookings, nothing paid), its booking and what it used with the uses left after it ' +
      '(docs/decisions/0334 and docs/decisions/0018).',
    auth: 'customer',
    params: sessionParam,
    body: bookIncludedSessionBodySchema,
    response: quickBookingSchema,
    successStatus: 201,
    errors: [403, 404, 409, 422],
  }),
  listWeeklyOccurrences: defineEndpoint({
    id: 'listWeeklyOccurrences',
    method: 'GET',
    path: '/activities/sessions/{sessionId}/weekly-occurrences',
    tag: 'Activities',
    summary:
      'The same session week after week (same activity, venue and start time), each saying whether it can be added',
    description:
      'From the session itself to the end of the timetable (14 days), for the logged-in customer or `attendee_id` ' +
      '(a linked account). Each occurrence carries the summary the timetable shows that person, `can_add` and, when ' +
      'it cannot be added, why: full, not_open_yet (with when booking opens), already_booked, in_basket, cancelled, ' +
      'started or no_price (docs/decisions/0333-repeat-bookings.md).',
    auth: 'customer',
    params: sessionParam,
    query: attendeeQuery,
    response: weeklyOccurrencesSchema,
    errors: [403, 404, 422],
  }),
  setSessionReminder: defineEndpoint({
    id: 'setSessionReminder',
    method: 'POST',
    path: '/activities/sessions/{sessionId}/reminder',
    tag: 'Activities',
    summary: 'Remind me: email the customer when booking opens for a session that is not open yet',
    description:
      'For the logged-in customer or `purchased_for_user_id` (a linked account, as on the basket). One reminder ' +
      'per attendee and session: asking again answers the same reminder. The email goes once, when booking opens ' +
      'for the attendee (7 days before the start, 10 for a member at the venue). 409 when booking is open ' +
      'already, or the session has started or was cancelled, or the attendee is booked on it ' +
      '(docs/decisions/0335-booking-opens-reminders.md).',
    auth: 'customer',
    params: sessionParam,
    body: sessionReminderBodySchema,
    response: sessionReminderSchema,
    errors: [403, 404, 409, 422],
  }),
  cancelSessionReminder: defineEndpoint({
    id: 'cancelSessionReminder',
    method: 'DELETE',
    path: '/activities/sessions/{sessionId}/reminder',
    tag: 'Activities',
    summary: 'Cancel the reminder: no email when booking opens',
    description:
      'For the logged-in customer or `purchased_for_user_id` (a linked account). Answers 204 also when there was ' +
      'no reminder, so that cancelling twice is harmless.',
    auth: 'customer',
    params: sessionParam,
    query: z.object({ purchasedForUserId: idParam.optional() }),
    response: noContent,
    successStatus: 204,
    errors: [403, 404, 422],
  }),
  listAttendees: defineEndpoint({
    id: 'listAttendees',
    method: 'GET',
    path: '/activities/attendees',
    tag: 'Activities',
    summary: 'Who the logged-in customer may book for: themself first, then their linked accounts',
    description:
      'Linked accounts share the email address (a parent and their children). Front-of-house staff get ' +
      'themselves only: they choose any customer by ID. The ids go in `attendee_id` and `purchased_for_user_id`.',
    auth: 'customer',
    response: z.array(attendeeSchema),
  }),
  listMyBookings: defineEndpoint({
    id: 'listMyBookings',
    method: 'GET',
    path: '/my-account/bookings',
    tag: 'Bookings',
    summary: "The logged-in customer's bookings (and those they made for linked accounts), a page at a time",
    description:
      'upcoming: booked sessions not yet started, soonest first; past: booked sessions that have started, latest ' +
      'first; cancelled: cancelled bookings, latest first.',
    auth: 'customer',
    query: z.object({
      status: bookingListStatus.default('upcoming'),
      page: pageNumber.min(1, 'Page must be 1 or more').max(10_000, 'Page must be 10000 or less').default(1),
      perPage: pageNumber.min(1, 'Per page must be 1 or more').max(50, 'Per page must be 50 or less').default(10),
    }),
    response: bookingListSchema,
  }),
  cancelMyBooking: defineEndpoint({
    id: 'cancelMyBooking',
    method: 'POST',
    path: '/my-account/bookings/{bookingId}/cancel',
    tag: 'Bookings',
    summary: 'Cancel a booking up to 2 hours before it starts; what was paid goes back as account credit',
    description:
      'Frees the place and gives back a benefit or package use. A session the venue cancelled can be cancelled ' +
      'at any time. 409 when already cancelled or the cancellation window has closed.',
    auth: 'customer',
    params: z.object({ bookingId: idParam }),
    response: bookingCancellationSchema,
    errors: [404, 409],
  }),
};
