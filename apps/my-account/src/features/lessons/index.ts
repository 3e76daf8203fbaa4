import { preloadableLazy } from '@leisure/ui';

/**
 * Lessons in my account (docs/decisions/0595-lessons-in-my-account.md): the learners' page, an offer's page (where
 * the offer email links) and booking a make-up; each loaded when first shown, so the first load stays small (0903).
 */
export const LessonsPage = preloadableLazy(async () => (await import('./components/LessonsPage.tsx')).LessonsPage);
export const LessonOfferPage = preloadableLazy(async () => (await import('./components/OfferPage.tsx')).OfferPage);
export const MakeUpPage = preloadableLazy(async () => (await import('./components/MakeUpPage.tsx')).MakeUpPage);
