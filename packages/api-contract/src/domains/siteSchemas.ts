// Shapes of the site (site.ts): the theme, the operator (client), its venues and the front ends' web app manifests.
import { z } from 'zod';
import { id, slug, tenderType } from '../common.ts';
import { localClockTime } from './activitySchemas.ts';
import { iconName, imageSchema } from './imagerySchemas.ts';

export * from './imagerySchemas.ts';

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

export const weekday = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
export type Weekday = z.infer<typeof weekday>;

/** One day of a venue's week: its London opening and closing times, or null when it is closed that day. */
export const openingDaySchema = z.object({
  day: weekday,
  hours: z.object({ opens: localClockTime, closes: localClockTime }).nullable(),
});
export type OpeningDay = z.infer<typeof openingDaySchema>;

/** Something a venue has (a pool, a café, parking), with the icon the front ends draw beside it. */
export const facilitySchema = z.object({ name: z.string(), icon: iconName });
export type Facility = z.infer<typeof facilitySchema>;

export const venueSchema = z.object({
  ...venueAddressFields,
  phone: z.string().nullable(),
  lat: coordinate,
  lng: coordinate,
  displayVenueSelectionButton: z.boolean(),
  activitiesV2Enabled: z.boolean(),
  /** The venue's picture above its timetable (docs/decisions/0020); null when the operator gave none. */
  heroImage: imageSchema.nullable(),
  facilities: z.array(facilitySchema),
  /** Monday to Sunday, in that order; empty when the venue publishes no hours (an online studio). */
  openingHours: z.array(openingDaySchema),
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

/** The three front ends, as the web app manifest's path names them. */
export const webAppFrontEnd = z.enum(['bookings', 'my-account', 'online-joining']);
export type WebAppFrontEnd = z.infer<typeof webAppFrontEnd>;

/** One icon of a manifest: `sizes` "any" for a scalable (SVG) icon; a maskable one keeps its content in the safe zone. */
export const webAppIconSchema = z.object({
  src: z.string().min(1),
  sizes: z.string(),
  type: z.string(),
  purpose: z.enum(['any', 'maskable', 'monochrome']),
});
export type WebAppIcon = z.infer<typeof webAppIconSchema>;

/**
 * A front end's web app manifest (W3C Web Application Manifest), so browsers can install it. Keys are camelCase here
 * like every schema; on the wire they are the manifest's own (`short_name`, `start_url`, `theme_color`…). URLs are
 * resolved by the browser against the manifest's URL: `startUrl` and `scope` "/" are the front end's root.
 */
export const webAppManifestSchema = z.object({
  name: z.string().min(1),
  /** Shown under the icon on a home screen, where about 12 characters fit. */
  shortName: z.string().min(1).max(12),
  description: z.string(),
  id: z.string(),
  startUrl: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  backgroundColor: hexColour,
  themeColor: hexColour,
  icons: z.array(webAppIconSchema),
});
export type WebAppManifest = z.infer<typeof webAppManifestSchema>;
