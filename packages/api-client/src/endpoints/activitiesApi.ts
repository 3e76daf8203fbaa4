import { activitiesRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { itemTags, listTag, listTags } from '../rtk/tags.ts';

/**
 * Activities and their sessions (docs/product/bookings.md D20): the categories, a venue's activities, a venue's
 * timetable for one day and one session with who may book it at which price. A timetable provides its sessions'
 * tags and the Timetable and Session LIST tags, so whatever changes places or prices (adding to or removing from a
 * basket, a booking) refreshes it by invalidating either LIST tag.
 */
export const activitiesApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listActivityCategories: builder.query({
      ...endpointQuery(activitiesRoutes.listActivityCategories),
      providesTags: (categories) => listTags('ActivityCategory', categories),
    }),
    listVenueActivities: builder.query({
      ...endpointQuery(activitiesRoutes.listVenueActivities),
      providesTags: (activities) => listTags('Activity', activities),
    }),
    getTimetable: builder.query({
      ...endpointQuery(activitiesRoutes.getTimetable),
      providesTags: (timetable, _error, { query }) => [
        { type: 'Timetable' as const, id: `${query.venue}/${query.date ?? 'today'}` },
        listTag('Timetable'),
        ...listTags('Session', timetable?.sessions),
      ],
    }),
    getSession: builder.query({
      ...endpointQuery(activitiesRoutes.getSession),
      providesTags: (_session, _error, { params }) => itemTags('Session', params.sessionId),
    }),
    /**
     * Quick book (docs/decisions/0334, docs/decisions/0018): a session covered by the membership or a pass, booked at
     * once as a free order of its own, the answer saying what it used; places, "booked", orders, the customer's
     * bookings and a pass's uses change.
     */
    bookIncludedSession: builder.mutation({
      ...endpointQuery(activitiesRoutes.bookIncludedSession),
      invalidatesTags: (booking) =>
        booking
          ? [
              listTag('Timetable'),
              listTag('Session'),
              listTag('Order'),
              listTag('WaitingList'),
              listTag('MyBooking'),
              listTag('MyPackage'),
            ]
          : [],
    }),
    /**
     * Remind me when booking opens (docs/decisions/0335): the session's `reminderSet` changes. Cancelling answers
     * 204 (no body), so success is told by the absence of an error.
     */
    setSessionReminder: builder.mutation({
      ...endpointQuery(activitiesRoutes.setSessionReminder),
      invalidatesTags: (_reminder, error) => (error ? [] : [listTag('Timetable'), listTag('Session')]),
    }),
    cancelSessionReminder: builder.mutation({
      ...endpointQuery(activitiesRoutes.cancelSessionReminder),
      invalidatesTags: (_answer, error) => (error ? [] : [listTag('Timetable'), listTag('Session')]),
    }),
    /** The session week after week, each saying whether it can go in the basket (docs/decisions/0333). */
    listWeeklyOccurrences: builder.query({
      ...endpointQuery(activitiesRoutes.listWeeklyOccurrences),
      providesTags: (_answer, _error, { params }) => itemTags('Session', params.sessionId),
    }),
    /** Who the logged-in customer may book for: themself, then their linked accounts (decision 0303). */
    listAttendees: builder.query({
      ...endpointQuery(activitiesRoutes.listAttendees),
      providesTags: [{ type: 'User', id: 'attendees' }],
    }),
  }),
});

export const {
  useListActivityCategoriesQuery,
  useListVenueActivitiesQuery,
  useGetTimetableQuery,
  useGetSessionQuery,
  useListAttendeesQuery,
  useBookIncludedSessionMutation,
  useListWeeklyOccurrencesQuery,
  useSetSessionReminderMutation,
  useCancelSessionReminderMutation,
} = activitiesApi;
