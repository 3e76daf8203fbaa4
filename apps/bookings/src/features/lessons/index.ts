// Lessons in bookings (docs/decisions/0594-lessons-in-bookings.md): the class finder, a class's page, enrolling by
// Direct Debit, a full class's waiting list and the enrolment-day queue. The app loads this feature on demand (lazy routes).
export { LessonFinderPage } from './components/LessonFinderPage.tsx';
export { LessonClassPage } from './components/LessonClassPage.tsx';
export { EnrolRoute } from './components/EnrolRoute.tsx';
export { WaitingListRoute } from './components/WaitingListRoute.tsx';
export { EnrolmentQueueRoute } from './components/EnrolmentQueueRoute.tsx';
