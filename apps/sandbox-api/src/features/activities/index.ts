import type { SandboxFeature } from '../feature.ts';
import { catalogueRoutes } from './routes/catalogueRoutes.ts';
import { timetableRoutes } from './routes/timetableRoutes.ts';
import { bookingRoutes } from './routes/bookingRoutes.ts';
import { seedActivities } from './seed/activitySeed.ts';
import { seedDemoEntitlements } from './seed/demoEntitlementsSeed.ts';

/** Activities, sessions (timetable), pricing options and bookings. */
export const activitiesFeature: SandboxFeature = {
  name: 'activities',
  routes: [...catalogueRoutes, ...timetableRoutes, ...bookingRoutes],
  seed: (services) => {
    seedActivities(services);
    seedDemoEntitlements(services);
  },
};
