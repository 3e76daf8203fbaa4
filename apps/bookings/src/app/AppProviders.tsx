import { createFrontEndProviders } from '@leisure/layout';
import { routeStarts } from './routeStarts.ts';

/** Store, router, links, this front end's place among the three, and the venue's theme; each route started with the code. */
export const AppProviders = createFrontEndProviders('bookings', { routes: routeStarts });
