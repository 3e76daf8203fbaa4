import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { id, slug, tenderType } from '../common.ts';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const fontStyle = z.enum(['Lato', 'Open Sans', 'Roboto', 'League Gothic']);

export const themeSchema = z.object({
  themeAppPrimaryColour: hexColour,
  themeAppSecondaryColour1: hexColour,
  themeAppSecondaryColour2: hexColour,
  themeAppHeaderBgColour: hexColour,
  themeAppDarkBgColour: hexColour,
  headerPrimaryColour: hexColour,
  themeAppLogo: z.string(),
  themeAppHeadingFontStyle: fontStyle,
  themeAppBodyFontStyle: fontStyle,
  themeAppSecondaryButtonStyle: z.enum(['solid', 'outline']),
});
export type Theme = z.infer<typeof themeSchema>;

export const clientSchema = z.object({
  id,
  name: z.string(),
  currencySymbol: z.string(),
  staffCurrencySymbol: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  directDebitServiceUserNumber: z.string(),
  /** The offline tenders front-of-house may take, in the order to offer them (from the operator's configuration). */
  offlineTenderTypes: z.array(tenderType),
});
export type Client = z.infer<typeof clientSchema>;

/** Coordinates may be missing or out of range in real data: clients ignore such venues on maps. */
const coordinate = z.number().nullable();

/** What names and places a venue, in the venue list and in online joining alike. */
const venueAddressFields = {
  id,
  slug,
  name: z.string(),
  placeType: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  town: z.string(),
  postcode: z.string(),
};

export const venueSchema = z.object({
  ...venueAddressFields,
  phone: z.string().nullable(),
  lat: coordinate,
  lng: coordinate,
  displayVenueSelectionButton: z.boolean(),
  activitiesV2Enabled: z.boolean(),
});
export type Venue = z.infer<typeof venueSchema>;

export const joiningVenueSchema = z.object({
  ...venueAddressFields,
  lat: coordinate,
  lng: coordinate,
  canDisplayIneligibleMemberships: z.boolean(),
  /** Whether the Direct Debit provider needs a billing address for this venue's mandates. */
  ddProviderNeedsBillingAddress: z.boolean(),
});
export type JoiningVenue = z.infer<typeof joiningVenueSchema>;

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
};
