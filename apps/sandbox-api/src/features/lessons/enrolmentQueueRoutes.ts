import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { setEnrolmentDay } from './enrolmentDaySetting.ts';
import { enrolmentDaysAt, enrolmentDayView, joinQueue, queuePosition } from './enrolmentQueue.ts';

const { lessons } = contract;

/**
 * Enrolment day (docs/decisions/0597-enrolment-queue.md): each call is one BEGIN IMMEDIATE transaction (decision
 * 0015), so the draw and the slots it hands out are never made twice or interleaved.
 */
export const enrolmentQueueRoutes = [
  // A read changes nothing (the fuzz test's rule): a day whose opening has passed shows no draw until a join or a
  // position request, which settle it in their own transaction, makes it.
  implement(lessons.getLessonEnrolmentDays, ({ db, clock, query }) => {
    const now = clock.now();
    return { enrolmentDays: enrolmentDaysAt(db, query.venue).map((day) => enrolmentDayView(db, day, now)) };
  }),
  implement(lessons.setLessonEnrolmentDay, ({ db, clock, user, params, body }) =>
    enrolmentDayView(db, setEnrolmentDay(db, clock, user!, params.id, body), clock.now()),
  ),
  implement(lessons.joinEnrolmentQueue, ({ db, clock, user, body }) => joinQueue(db, clock, user!.id, body)),
  implement(lessons.getEnrolmentQueuePosition, ({ db, clock, user, query }) =>
    queuePosition(db, clock, user!.id, query.termId, query.venueId),
  ),
];
