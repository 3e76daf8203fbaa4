import type { SandboxFeature } from '../feature.ts';
import { feedRoutes } from './feedRoutes.ts';
import { mountCalendarFeed } from './mountCalendarFeed.ts';

/** A customer's private calendar feed of their bookings (docs/decisions/0480-private-calendar-feed.md). */
export const calendarFeedFeature: SandboxFeature = {
  name: 'calendarFeed',
  routes: feedRoutes,
  mount: mountCalendarFeed,
};
