import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { slug } from '../common.ts';
import {
  clientSchema,
  joiningVenueSchema,
  themeSchema,
  venueSchema,
  webAppFrontEnd,
  webAppManifestSchema,
} from './siteSchemas.ts';

export * from './siteSchemas.ts';

const venueQuery = z.object({ venue: slug.optional() });
const venueParam = z.object({ venue: slug });

export const siteEndpoints = {
  getTheme: defineEndpoint({
    id: 'getTheme',
    method: 'GET',
    path: '/frontend/theme',
    tag: 'Site',
    summary: "A venue's theme, or the operator's default without `venue`",
    description: 'An unknown venue answers 404; clients then ask again without it.',
    auth: 'optional',
    query: venueQuery,
    response: themeSchema,
    errors: [404],
  }),
  getClient: defineEndpoint({
    id: 'getClient',
    method: 'GET',
    path: '/client',
    tag: 'Site',
    summary: 'The operator (client) this site belongs to',
    auth: 'optional',
    response: clientSchema,
  }),
  getFooter: defineEndpoint({
    id: 'getFooter',
    method: 'GET',
    path: '/activities/footer',
    tag: 'Site',
    summary: "The footer HTML of a venue (or the operator's). Clients sanitise it before display.",
    auth: 'optional',
    query: venueQuery,
    response: z.object({ html: z.string() }),
    errors: [404],
  }),
  listVenues: defineEndpoint({
    id: 'listVenues',
    method: 'GET',
    path: '/activities/venues',
    tag: 'Venues',
    summary: 'Venues for the bookings front end',
    auth: 'optional',
    response: z.array(venueSchema),
  }),
  getVenue: defineEndpoint({
    id: 'getVenue',
    method: 'GET',
    path: '/activities/venues/{venue}',
    tag: 'Venues',
    summary: 'One venue by slug',
    auth: 'optional',
    params: venueParam,
    response: venueSchema,
    errors: [404],
  }),
  listJoiningVenues: defineEndpoint({
    id: 'listJoiningVenues',
    method: 'GET',
    path: '/venues/online-joining',
    tag: 'Venues',
    summary: 'Venues that sell memberships online',
    auth: 'optional',
    response: z.array(joiningVenueSchema),
  }),
  getJoiningVenue: defineEndpoint({
    id: 'getJoiningVenue',
    method: 'GET',
    path: '/venues/online-joining/{venue}',
    tag: 'Venues',
    summary: 'One online-joining venue by slug',
    auth: 'optional',
    params: venueParam,
    response: joiningVenueSchema,
    errors: [404],
  }),
  getWebAppManifest: defineEndpoint({
    id: 'getWebAppManifest',
    method: 'GET',
    path: '/frontend/web-app-manifest/{app}',
    tag: 'Site',
    summary: "A front end's web app manifest, so browsers can install it",
    description:
      "The operator's name and the default theme's colours and icon. The answer is the manifest itself, not wrapped " +
      'in `data`, for a `<link rel="manifest">` on the front end\'s own origin (`/api/…`), against which the browser ' +
      'resolves its URLs. An unknown front end answers 404.',
    auth: 'optional',
    params: z.object({ app: webAppFrontEnd }),
    response: webAppManifestSchema,
    envelope: false,
    errors: [404],
  }),
};
