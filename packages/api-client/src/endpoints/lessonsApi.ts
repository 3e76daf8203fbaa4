import { lessonsRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTag, type ApiTag } from '../rtk/tags.ts';

/**
 * One tag type for lessons: a class by its id, the class lists as LIST, the caller's learners as `mine` and a
 * teacher's registers as `registers`. A change to one enrolment moves places in class lists, the learner's page and a
 * register at once, so every lesson change invalidates the whole type (docs/decisions/0590-lesson-model.md).
 */
const MINE: ApiTag = { type: 'Lesson', id: 'mine' };
/** The caller's place in an enrolment-day queue (docs/decisions/0597). */
const QUEUE: ApiTag = { type: 'Lesson', id: 'queue' };

/** What any lesson change makes stale; paying for one also changes the mandate and the payments (0592). */
const lessonsChanged = (_answer: unknown, error: unknown) => (error ? [] : ['Lesson' as const]);
const paidLessonsChanged = (_answer: unknown, error: unknown) =>
  error ? [] : ['Lesson' as const, listTag('DirectDebit'), listTag('Payment')];

/**
 * Swimming lessons and courses (docs/decisions/0590–0593): programmes and their levels, the class finder and a class,
 * the caller's learners with their enrolments, offers, credits and progress; enrolling, the waiting list, offers,
 * move-ups, leaving and make-ups; and for teachers their day's registers and the competencies they tick.
 */
export const lessonsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getLessonProgrammes: builder.query({
      ...endpointQuery(lessonsRoutes.getLessonProgrammes),
      providesTags: [{ type: 'Lesson', id: 'programmes' }],
    }),
    searchLessonClasses: builder.query({
      ...endpointQuery(lessonsRoutes.searchLessonClasses),
      providesTags: [listTag('Lesson')],
    }),
    getLessonClass: builder.query({
      ...endpointQuery(lessonsRoutes.getLessonClass),
      providesTags: (_class, _error, { params }) => [{ type: 'Lesson', id: params.id }],
    }),
    getMyLessons: builder.query({
      ...endpointQuery(lessonsRoutes.getMyLessons),
      providesTags: [MINE],
    }),
    enrolInLessonClass: builder.mutation({
      ...endpointQuery(lessonsRoutes.enrolInLessonClass),
      invalidatesTags: paidLessonsChanged,
    }),
    joinLessonWaitingList: builder.mutation({
      ...endpointQuery(lessonsRoutes.joinLessonWaitingList),
      invalidatesTags: lessonsChanged,
    }),
    acceptLessonOffer: builder.mutation({
      ...endpointQuery(lessonsRoutes.acceptLessonOffer),
      invalidatesTags: paidLessonsChanged,
    }),
    declineLessonOffer: builder.mutation({
      ...endpointQuery(lessonsRoutes.declineLessonOffer),
      invalidatesTags: lessonsChanged,
    }),
    acceptLessonMoveUp: builder.mutation({
      ...endpointQuery(lessonsRoutes.acceptLessonMoveUp),
      invalidatesTags: lessonsChanged,
    }),
    leaveLessonClass: builder.mutation({
      ...endpointQuery(lessonsRoutes.leaveLessonClass),
      invalidatesTags: lessonsChanged,
    }),
    getMakeUpLessons: builder.query({
      ...endpointQuery(lessonsRoutes.getMakeUpLessons),
      providesTags: (_lessons, _error, { params }) => [{ type: 'Lesson', id: `credit-${params.id}` }],
    }),
    bookMakeUpLesson: builder.mutation({
      ...endpointQuery(lessonsRoutes.bookMakeUpLesson),
      invalidatesTags: lessonsChanged,
    }),
    getTeacherDay: builder.query({
      ...endpointQuery(lessonsRoutes.getTeacherDay),
      providesTags: [{ type: 'Lesson', id: 'registers' }],
    }),
    markLessonRegister: builder.mutation({
      ...endpointQuery(lessonsRoutes.markLessonRegister),
      invalidatesTags: lessonsChanged,
    }),
    tickLessonCompetencies: builder.mutation({
      ...endpointQuery(lessonsRoutes.tickLessonCompetencies),
      invalidatesTags: lessonsChanged,
    }),
    // Enrolment day (docs/decisions/0597-enrolment-queue.md): the openings, and the caller's place in a queue as
    // `queue`. Poll the position with `pollingInterval` from its `poll_after_seconds`, never faster.
    getLessonEnrolmentDays: builder.query({
      ...endpointQuery(lessonsRoutes.getLessonEnrolmentDays),
      providesTags: [{ type: 'Lesson', id: 'enrolment-days' }],
    }),
    setLessonEnrolmentDay: builder.mutation({
      ...endpointQuery(lessonsRoutes.setLessonEnrolmentDay),
      invalidatesTags: (_day, error) => (error ? [] : [{ type: 'Lesson', id: 'enrolment-days' }]),
    }),
    joinEnrolmentQueue: builder.mutation({
      ...endpointQuery(lessonsRoutes.joinEnrolmentQueue),
      invalidatesTags: (_place, error) => (error ? [] : [QUEUE]),
    }),
    getEnrolmentQueuePosition: builder.query({
      ...endpointQuery(lessonsRoutes.getEnrolmentQueuePosition),
      providesTags: [QUEUE],
    }),
  }),
});

export const {
  useGetLessonProgrammesQuery,
  useSearchLessonClassesQuery,
  useGetLessonClassQuery,
  useGetMyLessonsQuery,
  useEnrolInLessonClassMutation,
  useJoinLessonWaitingListMutation,
  useAcceptLessonOfferMutation,
  useDeclineLessonOfferMutation,
  useAcceptLessonMoveUpMutation,
  useLeaveLessonClassMutation,
  useGetMakeUpLessonsQuery,
  useBookMakeUpLessonMutation,
  useGetTeacherDayQuery,
  useMarkLessonRegisterMutation,
  useTickLessonCompetenciesMutation,
  useGetLessonEnrolmentDaysQuery,
  useSetLessonEnrolmentDayMutation,
  useJoinEnrolmentQueueMutation,
  useGetEnrolmentQueuePositionQuery,
} = lessonsApi;
