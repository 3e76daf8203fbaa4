import { preloadableLazy } from '@leisure/ui';

/**
 * The venue page's activities and timetable, loaded on its own so the bookings first load stays small
 * (docs/decisions/0903): `VenueTimetable.preload()` fetches it ahead of the first render.
 */
export const VenueTimetable = preloadableLazy(async () => (await import('./components/VenueTimetable.tsx')).default);
export { readTimetableSearch } from './rules/timetableSearch.ts';
