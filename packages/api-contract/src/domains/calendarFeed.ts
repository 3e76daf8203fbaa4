// A customer's private calendar feed of their bookings (docs/decisions/0480-private-calendar-feed.md).
import { defineEndpoint } from '../endpoint.ts';
import { noContent } from '../common.ts';
import { myCalendarFeedSchema } from './calendarFeedSchemas.ts';

export * from './calendarFeedSchemas.ts';

const feedContents =
  'The feed lists the upcoming bookings the customer can see in their account (their own and those they made for ' +
  'linked accounts), in UTC with stable UIDs; a booking cancelled by the customer or a session the venue cancelled ' +
  'stays as STATUS:CANCELLED until its start so subscribed calendars remove it.';

export const calendarFeedEndpoints = {
  getMyCalendarFeed: defineEndpoint({
    id: 'getMyCalendarFeed',
    method: 'GET',
    path: '/my-account/calendar-feed',
    tag: 'Bookings',
    summary: "The customer's private calendar feed link, or null when they have none",
    description: feedContents,
    auth: 'customer',
    response: myCalendarFeedSchema,
  }),
  createMyCalendarFeed: defineEndpoint({
    id: 'createMyCalendarFeed',
    method: 'POST',
    path: '/my-account/calendar-feed',
    tag: 'Bookings',
    summary: 'Make a new private calendar feed link; the previous link, if any, stops working at once',
    description: feedContents,
    auth: 'customer',
    response: myCalendarFeedSchema,
    successStatus: 201,
  }),
  deleteMyCalendarFeed: defineEndpoint({
    id: 'deleteMyCalendarFeed',
    method: 'DELETE',
    path: '/my-account/calendar-feed',
    tag: 'Bookings',
    summary: 'Turn the calendar feed off: its link answers 404 from now on (204 also when there was none)',
    auth: 'customer',
    response: noContent,
    successStatus: 204,
  }),
};
