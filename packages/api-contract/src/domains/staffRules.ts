// Front-of-house customer search rules, zod-free so the staff bar can check the search box as the server does
// (docs/decisions/0600-customer-search.md).

/** The fewest characters (after trimming) a customer search needs. */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;

export const customerSearchMessages = {
  tooShort: `Enter at least ${CUSTOMER_SEARCH_MIN_LENGTH} characters: a name, email, customer reference or postcode.`,
  tooLong: `Keep the search under ${CUSTOMER_SEARCH_MAX_LENGTH} characters.`,
} as const;
