import { preloadableLazy } from '@leisure/ui';

/** Lessons and courses, on demand (docs/decisions/0594): one chunk for the finder, a class, enrolling and waiting. */
export const lessons = () => import('../features/lessons/index.ts');

/**
 * The pages a link opens at, started before the first render (routeStarts.ts, docs/decisions/0039), so React never
 * shows them behind a fallback (decision 0904).
 */
export const LessonFinderPage = preloadableLazy(async () => (await lessons()).LessonFinderPage);
export const LessonClassPage = preloadableLazy(async () => (await lessons()).LessonClassPage);
