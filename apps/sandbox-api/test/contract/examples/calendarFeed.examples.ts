import { contract } from '@leisure/api-contract';
import { examplesOf, type ContractExample } from '../contractExample.ts';

const { calendarFeed } = contract;

/** Examples for the private calendar feed link (docs/decisions/0480-private-calendar-feed.md). */
export const calendarFeedExamples: ContractExample[] = [
  ...examplesOf(calendarFeed.getMyCalendarFeed, { name: "the customer's feed link", as: 'customerWithPenalties' }),
  ...examplesOf(calendarFeed.createMyCalendarFeed, { name: 'a new feed link', as: 'customerWithPenalties' }),
  ...examplesOf(calendarFeed.deleteMyCalendarFeed, { name: 'turn the feed off', as: 'customerWithPenalties' }),
  ...examplesOf(calendarFeed.getMyCalendarFeed, { name: 'without a log-in', status: 401 }),
];
