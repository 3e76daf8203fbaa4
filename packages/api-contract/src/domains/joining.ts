// The online-joining cart: load, store, clear.
export const joiningEndpoints = {};
