import type { SandboxFeature } from '../feature.ts';
import { catalogueRoutes } from './routes/catalogueRoutes.ts';
import { timetableRoutes } from './routes/timetableRoutes.ts';
import { bookingRoutes } from './routes/bookingRoutes.ts';
import { attendeeRoutes } from './routes/attendeeRoutes.ts';
import { repeatRoutes } from './routes/repeatRoutes.ts';
import { reminderRoutes } from './routes/reminderRoutes.ts';
import { seedActivities } from './seed/activitySeed.ts';
import { seedDemoEntitlements } from './seed/demoEntitlementsSeed.ts';

/** Activities, sessions (timetable), pricing options and bookings. */
export const activitiesFeature: SandboxFeature = {
  name: 'activities',
  routes: [
    ...catalogueRoutes,
    ...timetableRoutes,
    ...attendeeRoutes,
    ...repeatRoutes,
    ...reminderRoutes,
    ...bookingRoutes,
  ],
  seed: (services) => {
    seedActivities(services);
    seedDemoEntitlements(services);
  },
};

// What the basket and orders build on: sessions and their places, who may book at what price, what covers a
// place (benefits, packages) and UK time. The account pages read packages through packageEntitlementsOf.
export { HOLD_MINUTES, holdExpiry, spacesLeft } from './capacity.ts';
export { toLondonIso } from './londonTime.ts';
export { listFeedBookings } from './bookings/bookingRows.ts';
export { toBookings } from './bookings/bookingView.ts';
export {
  assertBookingOpen,
  bookingNotYetOpen,
  bookingOpensLabel,
  bookingWindowDays,
} from './bookingWindow/bookingWindow.ts';
export { sendDueReminders } from './reminders/dueReminders.ts';
export { resolveAttendee, resolveBuyer, resolveCustomer } from './eligibility/actingFor.ts';
export { attendeeProblem, priceProblem } from './eligibility/bookingEligibility.ts';
export { findPerson, peopleByIds, type Person } from './eligibility/people.ts';
export { coveringEntitlement, findEntitlement, usesLeft, type EntitlementRow } from './entitlements/entitlementUses.ts';
export { packageEntitlementsOf, type PackageEntitlement } from './entitlements/packageEntitlements.ts';
export { findPricingOption, pricingOptionsByActivity, type PricingOptionRow } from './timetable/pricingOptions.ts';
export { yourPriceFor } from './timetable/yourPrice.ts';
export { findSessionRow, sessionOrNotFound, sessionRowsByIds, type SessionRow } from './timetable/sessionRows.ts';
export { sessionLine, toSessionRef } from './timetable/sessionView.ts';
export { TIMETABLE_DAYS_AHEAD } from './timetable/timetableGenerator.ts';
export { HISTORY_DAYS } from './seed/activitySeed.ts';
export { findDemoUser } from './seed/demoUsers.ts';
