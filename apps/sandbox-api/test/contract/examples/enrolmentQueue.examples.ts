import { contract } from '@leisure/api-contract';
import { examplesOf, loggedInOnly, type ContractExample } from '../contractExample.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';

const { lessons } = contract;

// Enrolment day (docs/decisions/0597-enrolment-queue.md). The duty manager (at Leeds City) moves the last seeded
// term's opening at Leeds to ten minutes from the sandbox's now, so its queue is open for the examples after; no
// other example enrols in that term.

interface Day {
  term: { id: number };
  venue: { id: number };
  opensAt: string;
}

const leedsDays = async (api: ApiCaller) =>
  (await api.call(lessons.getLessonEnrolmentDays, { query: { venue: 'leeds-city' } })).json.data.enrolmentDays as Day[];

/** The last term's (terms are numbered in date order). */
const lastLeedsDay = async (api: ApiCaller) =>
  (await leedsDays(api)).reduce((last, day) => (day.term.id > last.term.id ? day : last));

const sandboxNow = async (api: ApiCaller) =>
  ((await (await fetch(`${api.origin}/__sandbox/clock`)).json()) as { data: { now: string } }).data.now;

const inTenMinutes = async (api: ApiCaller) => new Date(Date.parse(await sandboxNow(api)) + 10 * 60_000).toISOString();

const queueOf = async (api: ApiCaller) => {
  const day = await lastLeedsDay(api);
  return { termId: day.term.id, venueId: day.venue.id };
};

export const enrolmentQueueExamples: ContractExample[] = [
  ...examplesOf(
    lessons.getLessonEnrolmentDays,
    { name: "each term's opening at Leeds City", request: () => ({ query: { venue: 'leeds-city' } }) },
    { name: 'every venue', request: () => ({}) },
  ),
  ...examplesOf(
    lessons.setLessonEnrolmentDay,
    {
      name: 'an opening in the past',
      as: 'manager',
      request: async (api) => ({
        params: { id: (await lastLeedsDay(api)).term.id },
        body: { opensAt: '2020-01-01T09:00:00Z', admissionsPerMinute: 60 },
      }),
      status: 422,
    },
    {
      name: 'the duty manager opens the last term in ten minutes, 120 a minute',
      as: 'manager',
      request: async (api) => ({
        params: { id: (await lastLeedsDay(api)).term.id },
        body: { opensAt: await inTenMinutes(api), admissionsPerMinute: 120 },
      }),
    },
    {
      name: 'front-of-house staff who are not a manager',
      as: 'staff',
      request: async (api) => ({
        params: { id: (await lastLeedsDay(api)).term.id },
        body: { opensAt: await inTenMinutes(api), admissionsPerMinute: 120 },
      }),
      status: 403,
    },
    {
      name: 'once its queue is open the opening cannot move',
      as: 'manager',
      request: async (api) => ({
        params: { id: (await lastLeedsDay(api)).term.id },
        body: { opensAt: await inTenMinutes(api), admissionsPerMinute: 60 },
      }),
      status: 409,
    },
  ),
  ...examplesOf(
    lessons.joinEnrolmentQueue,
    {
      name: 'Chris Hughes joins the queue before the opening: the draw will order it',
      as: 'sharedEmailParent',
      request: async (api) => ({ body: await queueOf(api) }),
    },
    {
      name: 'a term with no enrolment day at the venue',
      as: 'sharedEmailParent',
      request: async (api) => ({ body: { termId: 999999, venueId: (await queueOf(api)).venueId } }),
      status: 404,
    },
  ),
  ...loggedInOnly(
    lessons.getEnrolmentQueuePosition,
    { name: 'Chris Hughes waits for the draw', as: 'sharedEmailParent' },
    'a visitor has no place',
  ).map((ex) => ({ ...ex, request: async (api: ApiCaller) => ({ query: await queueOf(api) }) })),
];
