// Geocoding of GB place names and postcode districts.
export const geocodingEndpoints = {};
