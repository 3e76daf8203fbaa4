// Orders.
export const orderEndpoints = {};
