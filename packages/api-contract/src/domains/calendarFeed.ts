// A customer's private calendar feed of their bookings (docs/decisions/0480-private-calendar-feed.md).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { isoDateTime, noContent } from '../common.ts';

/** The feed's address is a secret: whoever has it can read the bookings in it, so it is never logged or shared. */
export const calendarFeedSchema = z.object({
  /**
   * Where the feed is served, relative to the API base (like every path of this contract), e.g.
   * `/calendar-feeds/Xq…43 characters….ics`. A front end makes it absolute with its API base and offers it as a
   * webcal:// link. Answered as text/calendar with no log-in: the long random token in it is the only key.
   */
  path: z.string().regex(/^\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/),
  createdAt: isoDateTime,
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const myCalendarFeedSchema = z.object({ feed: calendarFeedSchema.nullable() });
export type MyCalendarFeed = z.infer<typeof myCalendarFeedSchema>;

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
