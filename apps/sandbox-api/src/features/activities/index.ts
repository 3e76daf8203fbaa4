import type { SandboxFeature } from '../feature.ts';

/** Activities, sessions (timetable), pricing options and bookings. */
export const activitiesFeature: SandboxFeature = { name: 'activities', routes: [] };
