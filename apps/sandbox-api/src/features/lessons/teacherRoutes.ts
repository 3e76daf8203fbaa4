import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { tickCompetencies } from './assessment.ts';
import { settleLessons } from './offers.ts';
import { markRegister, teacherDay } from './registers.ts';

const { lessons } = contract;

/** Teachers at poolside (docs/decisions/0590): today's registers, marking attendance, ticking competencies. */
export const teacherRoutes = [
  implement(lessons.getTeacherDay, ({ db, clock, user, query }) => {
    settleLessons(db, clock);
    return teacherDay(db, clock, user!, query.date);
  }),
  implement(lessons.markLessonRegister, ({ db, clock, user, params, body }) => {
    settleLessons(db, clock);
    return markRegister(db, clock, user!, params.id, body);
  }),
  implement(lessons.tickLessonCompetencies, ({ db, clock, user, params, body }) => {
    settleLessons(db, clock);
    return tickCompetencies(db, clock, user!, params.id, body);
  }),
];
