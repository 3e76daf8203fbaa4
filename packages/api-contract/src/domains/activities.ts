// Activities, their sessions (timetable), pricing options and bookings.
export const activityEndpoints = {};
