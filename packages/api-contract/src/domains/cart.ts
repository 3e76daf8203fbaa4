// The checkout cart (basket) of the bookings front end.
export const cartEndpoints = {};
