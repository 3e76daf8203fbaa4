// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The activities endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const activitiesRoutes: ContractRoutes['activities'] = {
  listActivityCategories: { id: 'listActivityCategories', method: 'GET', path: '/activities/categories' },
  listVenueActivities: { id: 'listVenueActivities', method: 'GET', path: '/activities/venues/{venue}/activities' },
  getTimetable: { id: 'getTimetable', method: 'GET', path: '/activities/timetable' },
  getSession: { id: 'getSession', method: 'GET', path: '/activities/sessions/{sessionId}' },
  bookIncludedSession: { id: 'bookIncludedSession', method: 'POST', path: '/activities/sessions/{sessionId}/book' },
  listWeeklyOccurrences: { id: 'listWeeklyOccurrences', method: 'GET', path: '/activities/sessions/{sessionId}/weekly-occurrences' },
  setSessionReminder: { id: 'setSessionReminder', method: 'POST', path: '/activities/sessions/{sessionId}/reminder' },
  cancelSessionReminder: { id: 'cancelSessionReminder', method: 'DELETE', path: '/activities/sessions/{sessionId}/reminder' },
  listAttendees: { id: 'listAttendees', method: 'GET', path: '/activities/attendees' },
  listMyBookings: { id: 'listMyBookings', method: 'GET', path: '/my-account/bookings' },
  cancelMyBooking: { id: 'cancelMyBooking', method: 'POST', path: '/my-account/bookings/{bookingId}/cancel' },
};
