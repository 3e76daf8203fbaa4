// Authentication, users, data fields and registration terms. Filled in by the auth feature.
export const authEndpoints = {};
