// Enrolment day (docs/decisions/0597-enrolment-queue.md): the opening per term and venue, the queue before and after
// it, and the admission that enrolling in that term's classes needs while the queue runs. Part of the lessons domain.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam } from '../common.ts';
import {
  enrolmentDaySchema,
  enrolmentDaysQuery,
  enrolmentDaysSchema,
  enrolmentQueueBody,
  enrolmentQueuePlaceSchema,
  enrolmentQueueQuery,
  setEnrolmentDayBody,
} from './enrolmentQueueSchemas.ts';

export const enrolmentQueueEndpoints = {
  getLessonEnrolmentDays: defineEndpoint({
    id: 'getLessonEnrolmentDays',
    method: 'GET',
    path: '/lessons/enrolment-days',
    tag: 'Lessons',
    summary: 'When each term’s enrolment opens at each venue, when its queue opens, and the rate people are let in',
    description: 'Ordered by opening. `venue` (a slug) keeps one venue’s.',
    auth: 'none',
    query: enrolmentDaysQuery,
    response: enrolmentDaysSchema,
    errors: [422],
  }),
  setLessonEnrolmentDay: defineEndpoint({
    id: 'setLessonEnrolmentDay',
    method: 'PUT',
    path: '/staff/lessons/terms/{id}/enrolment-day',
    tag: 'Lessons (teachers)',
    summary: 'A duty manager sets when a term’s enrolment opens at their venue and how many to let in per minute',
    description:
      '403 for staff who are not a duty manager; 404 for an unknown term; 409 once the queue has opened (the ' +
      'opening can no longer move); 422 for an opening in the past or after the term starts.',
    auth: 'staff',
    params: z.object({ id: idParam }),
    body: setEnrolmentDayBody,
    response: enrolmentDaySchema,
    errors: [403, 404, 409, 422],
  }),
  joinEnrolmentQueue: defineEndpoint({
    id: 'joinEnrolmentQueue',
    method: 'POST',
    path: '/my-account/lessons/enrolment-queue',
    tag: 'Lessons',
    summary: 'Join the queue for a term’s enrolment at a venue, from half an hour before it opens',
    description:
      'Everyone who joins before the opening is put in a random order at the opening (not first come, first ' +
      'served); later arrivals go to the back in the order they come. Joining again answers the same place, or a ' +
      'new one at the back once an admission has run out. 404 for a term or venue with no enrolment day; 409 ' +
      'before the queue opens (with the time) or after it has closed.',
    auth: 'customer',
    body: enrolmentQueueBody,
    response: enrolmentQueuePlaceSchema,
    errors: [404, 409, 422],
  }),
  getEnrolmentQueuePosition: defineEndpoint({
    id: 'getEnrolmentQueuePosition',
    method: 'GET',
    path: '/my-account/lessons/enrolment-queue',
    tag: 'Lessons',
    summary: 'The caller’s place in a queue: position, people ahead, the estimated wait, and the admission once let in',
    description:
      'Ask again after `poll_after_seconds`. An admission lasts its minutes: enrol (or join a waiting list) at ' +
      'the venue before it runs out. 404 when the caller is not in that queue.',
    auth: 'customer',
    query: enrolmentQueueQuery,
    response: enrolmentQueuePlaceSchema,
    errors: [404, 422],
  }),
};
