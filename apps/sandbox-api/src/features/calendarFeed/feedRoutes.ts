import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { deleteFeed, feedOf, replaceFeed } from './feedTokens.ts';

/** The customer's own feed link: see it, make a new one (revoking the old), turn it off. */
export const feedRoutes = [
  implement(contract.calendarFeed.getMyCalendarFeed, ({ db, user }) => ({ feed: feedOf(db, user!.id) })),
  implement(contract.calendarFeed.createMyCalendarFeed, ({ db, clock, user }) => ({
    feed: replaceFeed(db, user!.id, clock.now()),
  })),
  implement(contract.calendarFeed.deleteMyCalendarFeed, ({ db, user }) => {
    deleteFeed(db, user!.id);
    return undefined;
  }),
];
