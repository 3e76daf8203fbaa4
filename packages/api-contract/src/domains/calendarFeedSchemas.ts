// The shape of a customer's calendar feed link (calendarFeed.ts).
import { z } from 'zod';
import { isoDateTime } from '../common.ts';

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
