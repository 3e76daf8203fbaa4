import type { SandboxFeature } from '../feature.ts';
import { myLessonRoutes } from './myLessonRoutes.ts';
import { publicLessonRoutes } from './publicLessonRoutes.ts';
import { teacherRoutes } from './teacherRoutes.ts';
import { seedLessons } from './seed/lessonSeed.ts';
import { seedEnrolmentDays } from './seed/enrolmentDaySeed.ts';
import { enrolmentQueueRoutes } from './enrolmentQueueRoutes.ts';

/**
 * Swimming lessons and courses (docs/decisions/0590-lesson-model.md, 0591 waiting-list priority, 0592 payment,
 * 0593 make-ups, 0597 enrolment day's queue): programmes of levels and competencies, weekly classes in term time, learners' places from the
 * waiting list to moving up, registers and assessments. Learners are household members (decision 0313).
 */
export const lessonsFeature: SandboxFeature = {
  name: 'lessons',
  routes: [...publicLessonRoutes, ...myLessonRoutes, ...teacherRoutes, ...enrolmentQueueRoutes],
  seed: (services) => {
    seedLessons(services);
    seedEnrolmentDays(services.db);
  },
};

// What the basket and the checkout use of lessons: blocks by card (docs/decisions/0599-lesson-blocks-by-card.md).
export { className, findClass, type ClassRow } from './classRecords.ts';
export { lessonStart } from './lessonCalendar.ts';
export { offerFreedPlaces } from './offers.ts';
export { blockName, blockSummary, type HeldBlock } from './blockPlans.ts';
export { blockToHold, placeForBlock, recordBlock } from './cardBlocks.ts';
