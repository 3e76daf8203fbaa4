// Swimming lessons and courses (docs/decisions/0590-lesson-model.md): find a class by age or level, venue and day;
// enrol a household member paying monthly by Direct Debit (0592); a full class has a waiting list per venue and
// level with priority for learners moving up and siblings (0591); absences earn make-up credits (0593); teachers
// mark registers and tick competencies, and passing a level makes a move-up offer.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam, isoDate } from '../common.ts';
import {
  bookMakeUpBody,
  enrolInLessonBody,
  joinLessonWaitingListBody,
  lessonClassDetailSchema,
  lessonClassesQuery,
  lessonClassesSchema,
  lessonPaymentBody,
  lessonPlaceSchema,
  lessonProgrammesSchema,
  lessonRegisterSchema,
  makeUpCreditSchema,
  makeUpLessonsSchema,
  markRegisterBody,
  myLessonsSchema,
  teacherDaySchema,
  tickCompetenciesBody,
  tickCompetenciesResultSchema,
} from './lessonsSchemas.ts';
import { enrolmentQueueEndpoints } from './enrolmentQueue.ts';

export * from './lessonsSchemas.ts';
export * from './enrolmentQueueSchemas.ts';

const byId = z.object({ id: idParam });
const household =
  '403 when the learner is not the caller or someone in their household they may book for (nothing else is said).';

export const lessonEndpoints = {
  getLessonProgrammes: defineEndpoint({
    id: 'getLessonProgrammes',
    method: 'GET',
    path: '/lessons/programmes',
    tag: 'Lessons',
    summary:
      'The programmes (Learn to Swim, Ducklings, Adult, junior tennis), their levels, age bands and competencies',
    auth: 'none',
    response: lessonProgrammesSchema,
  }),
  searchLessonClasses: defineEndpoint({
    id: 'searchLessonClasses',
    method: 'GET',
    path: '/lessons/classes',
    tag: 'Lessons',
    summary: 'Weekly classes by venue, programme, level, the learner’s age, weekday and time, with places shown',
    description:
      'Each class carries what an OpenActive CourseInstance needs (`open_active`). Ordered by venue, level, weekday ' +
      'and time. 422 with field messages for a bad age, day or time.',
    auth: 'none',
    query: lessonClassesQuery,
    response: lessonClassesSchema,
    errors: [422],
  }),
  getLessonClass: defineEndpoint({
    id: 'getLessonClass',
    method: 'GET',
    path: '/lessons/classes/{id}',
    tag: 'Lessons',
    summary: 'A class: what its level teaches, its teacher, term dates or "continuous", next lessons and prices',
    auth: 'none',
    params: byId,
    response: lessonClassDetailSchema,
    errors: [404],
  }),
  getMyLessons: defineEndpoint({
    id: 'getMyLessons',
    method: 'GET',
    path: '/my-account/lessons',
    tag: 'Lessons',
    summary: "The caller's learners (themself and the household members they book for) and their lessons",
    description:
      'Per learner: places (in line with position, offers with deadlines, move-up offers, active and leaving ' +
      'places with the next lesson and Direct Debit collections), progress per competency, absences and make-up ' +
      'credits. Offers past their deadline have already passed to the next in line.',
    auth: 'customer',
    response: myLessonsSchema,
  }),
  enrolInLessonClass: defineEndpoint({
    id: 'enrolInLessonClass',
    method: 'POST',
    path: '/my-account/lessons/enrolments',
    tag: 'Lessons',
    summary: 'Enrol a household member in a class with a place, paying monthly by Direct Debit',
    description:
      'The payer’s Direct Debit is used where there is one; otherwise `bank_details` (checked as joining checks ' +
      `them) set one up. Answers the new place with its first lesson and first collection. ${household} 409 when ` +
      'the class is full (join its waiting list), the learner already has a place in the programme, or the class ' +
      'has no lessons left; 422 with field messages (age band, level, bank details).',
    auth: 'customer',
    body: enrolInLessonBody,
    response: lessonPlaceSchema,
    successStatus: 201,
    errors: [403, 404, 409, 422],
  }),
  joinLessonWaitingList: defineEndpoint({
    id: 'joinLessonWaitingList',
    method: 'POST',
    path: '/my-account/lessons/waiting-list',
    tag: 'Lessons',
    summary: 'Put a household member in line for a level at a venue, with the days and times they can do',
    description:
      `Answers their place in line with its position (docs/decisions/0591). ${household} 409 when they are ` +
      'already in that line or have a place in the programme; 422 for an age outside the band or an unknown venue ' +
      'or level.',
    auth: 'customer',
    body: joinLessonWaitingListBody,
    response: lessonPlaceSchema,
    successStatus: 201,
    errors: [403, 409, 422],
  }),
  acceptLessonOffer: defineEndpoint({
    id: 'acceptLessonOffer',
    method: 'POST',
    path: '/my-account/lessons/offers/{id}/accept',
    tag: 'Lessons',
    summary: 'Take the place a waiting list offered, before its deadline, paying monthly by Direct Debit',
    description:
      'Answers the active place. 404 for an offer not to the caller’s household; 409 once the deadline has passed ' +
      'or the offer was answered (the place has gone to the next in line), or for a move-up offer (accept it with ' +
      'acceptLessonMoveUp); 422 for bank details.',
    auth: 'customer',
    params: byId,
    body: lessonPaymentBody,
    response: lessonPlaceSchema,
    errors: [404, 409, 422],
  }),
  declineLessonOffer: defineEndpoint({
    id: 'declineLessonOffer',
    method: 'POST',
    path: '/my-account/lessons/offers/{id}/decline',
    tag: 'Lessons',
    summary: 'Turn down an offered place (or a move-up): it goes to the next in line',
    description:
      'Declining a waiting-list offer takes the learner out of line; declining a move-up keeps their class. 404 for ' +
      'an offer not to the caller’s household; 409 once it has ended.',
    auth: 'customer',
    params: byId,
    response: lessonPlaceSchema,
    errors: [404, 409],
  }),
  acceptLessonMoveUp: defineEndpoint({
    id: 'acceptLessonMoveUp',
    method: 'POST',
    path: '/my-account/lessons/move-ups/{id}/accept',
    tag: 'Lessons',
    summary: 'Accept a move-up offer: the learner moves to the next level’s class after their last old lesson',
    description:
      'The payment carries on unchanged. Answers the new place (first lesson, and the old class’s last lesson). 404 ' +
      'for an offer not to the caller’s household; 409 once the deadline has passed or it was answered.',
    auth: 'customer',
    params: byId,
    response: lessonPlaceSchema,
    errors: [404, 409],
  }),
  leaveLessonClass: defineEndpoint({
    id: 'leaveLessonClass',
    method: 'POST',
    path: '/my-account/lessons/enrolments/{id}/leave',
    tag: 'Lessons',
    summary: 'Give a month’s notice to leave a class (or leave a waiting list at once)',
    description:
      'Answers the place with its end: the last lesson and the last collection (docs/decisions/0592). A place ' +
      'whose first lesson is still to come ends at once, with nothing collected. 404 for a place not in the ' +
      'caller’s household; 409 when notice was already given or the place has ended.',
    auth: 'customer',
    params: byId,
    response: lessonPlaceSchema,
    errors: [404, 409],
  }),
  getMakeUpLessons: defineEndpoint({
    id: 'getMakeUpLessons',
    method: 'GET',
    path: '/my-account/lessons/credits/{id}/make-up-lessons',
    tag: 'Lessons',
    summary: 'The lessons a make-up credit can book: other classes of the same level with a space, before it expires',
    auth: 'customer',
    params: byId,
    response: makeUpLessonsSchema,
    errors: [404],
  }),
  bookMakeUpLesson: defineEndpoint({
    id: 'bookMakeUpLesson',
    method: 'POST',
    path: '/my-account/lessons/make-ups',
    tag: 'Lessons',
    summary: 'Book a make-up lesson with a credit',
    description:
      'Answers the credit, now booked (docs/decisions/0593). 404 for a credit not in the caller’s household; 409 ' +
      'when the credit is used or expired or the lesson is full; 422 with field messages (another level, not a ' +
      'lesson date, already started, after the credit expires).',
    auth: 'customer',
    body: bookMakeUpBody,
    response: makeUpCreditSchema,
    successStatus: 201,
    errors: [404, 409, 422],
  }),
  getTeacherDay: defineEndpoint({
    id: 'getTeacherDay',
    method: 'GET',
    path: '/staff/lessons/registers',
    tag: 'Lessons (teachers)',
    summary: "A teacher's classes on a day (today unless `date` is given), each with its register",
    description:
      'A teacher sees their own classes; a manager every class at their home venue. 403 for staff who neither ' +
      'teach nor manage.',
    auth: 'staff',
    query: z.object({ date: isoDate.optional() }),
    response: teacherDaySchema,
    errors: [403, 422],
  }),
  markLessonRegister: defineEndpoint({
    id: 'markLessonRegister',
    method: 'PUT',
    path: '/staff/lessons/classes/{id}/register',
    tag: 'Lessons (teachers)',
    summary: 'Mark learners present or absent at a lesson; an absence earns a make-up credit (docs/decisions/0593)',
    description:
      'Only on the lesson’s day or after it. Answers the register. 403 for a class the caller does not teach or ' +
      'manage; 404 for an unknown class; 422 for a date that is not a lesson of the class, one still to come, or a ' +
      'learner not on the register.',
    auth: 'staff',
    params: byId,
    body: markRegisterBody,
    response: lessonRegisterSchema,
    errors: [403, 404, 422],
  }),
  tickLessonCompetencies: defineEndpoint({
    id: 'tickLessonCompetencies',
    method: 'POST',
    path: '/staff/lessons/learners/{id}/competencies',
    tag: 'Lessons (teachers)',
    summary: "Tick (or untick) competencies of a learner's level; the last one passes it and makes a move-up offer",
    description:
      '403 for a learner in no class the caller teaches or manages; 404 for an unknown learner; 422 for a ' +
      'competency not of the learner’s level, or unticking one of a level already passed.',
    auth: 'staff',
    params: byId,
    body: tickCompetenciesBody,
    response: tickCompetenciesResultSchema,
    errors: [403, 404, 422],
  }),
  // Enrolment day: the opening, the queue and its admissions (docs/decisions/0597-enrolment-queue.md).
  ...enrolmentQueueEndpoints,
};
