import { isSlug } from '@leisure/api-contract/browser';
import { activitiesApi } from '@leisure/api-client/endpoints/activitiesApi';
import { lessonsApi } from '@leisure/api-client/endpoints/lessonsApi';
import { siteApi } from '@leisure/api-client/endpoints/siteApi';
import { LoginPage, type RouteStart } from '@leisure/layout';
import { readTimetableSearch, VenueTimetable } from '../features/timetable/index.ts';
import { preloadVenueSearch } from '../features/venueSearch/index.ts';
import { LessonClassPage, LessonFinderPage } from './lessonPages.ts';

/** The address's filters of the lesson finder (its `readLessonSearch`). */
const LESSON_FILTERS = ['age', 'level', 'venue', 'day', 'time'];

/**
 * Bookings' routes whose first screen starts with the front end's code (docs/decisions/0039), each with its page and
 * the calls it makes first: a venue's page asks for the venue, its activities and the day's timetable at once, rather
 * than the timetable after the venue. `routeStarts.test.tsx` holds each to what its page asks for.
 */
export const routeStarts: readonly RouteStart[] = [
  { path: '', page: { preload: preloadVenueSearch } },
  {
    path: 'location/:venueSlug',
    page: VenueTimetable,
    data: ({ dispatch, params, search }) => {
      const venue = params.venueSlug ?? '';
      if (!isSlug(venue)) return;
      void dispatch(siteApi.util.prefetch('getVenue', { params: { venue } }, {}));
      void dispatch(activitiesApi.util.prefetch('listVenueActivities', { params: { venue } }, {}));
      const { date } = readTimetableSearch(search);
      void dispatch(activitiesApi.util.prefetch('getTimetable', { query: { venue, ...(date ? { date } : {}) } }, {}));
    },
  },
  {
    path: 'lessons',
    page: LessonFinderPage,
    data: ({ dispatch, search }) => {
      void dispatch(lessonsApi.util.prefetch('getLessonProgrammes', undefined, {}));
      // Unfiltered, the finder's list and its venues are one call; a filtered search is left to the page.
      if (LESSON_FILTERS.some((filter) => search.has(filter))) return;
      void dispatch(lessonsApi.util.prefetch('searchLessonClasses', { query: {} }, {}));
    },
  },
  {
    path: 'lessons/classes/:id',
    page: LessonClassPage,
    data: ({ dispatch, params }) => {
      if (!/^\d+$/.test(params.id ?? '')) return;
      void dispatch(lessonsApi.util.prefetch('getLessonClass', { params: { id: Number(params.id) } }, {}));
    },
  },
  { path: 'login', page: LoginPage },
];
