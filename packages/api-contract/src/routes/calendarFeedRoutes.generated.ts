// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The calendarFeed endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const calendarFeedRoutes: ContractRoutes['calendarFeed'] = {
  getMyCalendarFeed: { id: 'getMyCalendarFeed', method: 'GET', path: '/my-account/calendar-feed' },
  createMyCalendarFeed: { id: 'createMyCalendarFeed', method: 'POST', path: '/my-account/calendar-feed' },
  deleteMyCalendarFeed: { id: 'deleteMyCalendarFeed', method: 'DELETE', path: '/my-account/calendar-feed' },
};
