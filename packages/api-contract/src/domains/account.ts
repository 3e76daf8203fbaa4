// My-account pages: packages, guest passes, payments history, saved cards.
export const accountEndpoints = {};
