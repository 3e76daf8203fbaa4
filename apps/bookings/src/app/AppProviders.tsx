import { createFrontEndProviders } from '@leisure/layout';

/** Store, router, links, this front end's place among the three, and the venue's theme. */
export const AppProviders = createFrontEndProviders('bookings');
