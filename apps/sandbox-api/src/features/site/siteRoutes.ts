import {
  contract,
  tenderType,
  type TenderType,
  type Theme,
  type Venue,
  type JoiningVenue,
} from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { notFound } from '../../http/apiError.ts';
import { findVenueBySlug, listVenues, type VenueRow } from './venueRepository.ts';
import { venueImageryOf } from './venueImageryRepository.ts';
import type { Database } from '../../db/database.ts';
import { siteBranding } from './siteBranding.ts';
import { webAppManifest } from './webAppManifest.ts';

interface ThemeRow {
  primary_colour: string;
  secondary_colour_1: string;
  secondary_colour_2: string;
  header_bg_colour: string;
  dark_bg_colour: string;
  header_primary_colour: string;
  logo_url: string;
  heading_font: Theme['themeAppHeadingFontStyle'];
  body_font: Theme['themeAppBodyFontStyle'];
  secondary_button_style: Theme['themeAppSecondaryButtonStyle'];
}

const toTheme = (row: ThemeRow): Theme => ({
  themeAppPrimaryColour: row.primary_colour,
  themeAppSecondaryColour1: row.secondary_colour_1,
  themeAppSecondaryColour2: row.secondary_colour_2,
  themeAppHeaderBgColour: row.header_bg_colour,
  themeAppDarkBgColour: row.dark_bg_colour,
  headerPrimaryColour: row.header_primary_colour,
  themeAppLogo: row.logo_url,
  themeAppHeadingFontStyle: row.heading_font,
  themeAppBodyFontStyle: row.body_font,
  themeAppSecondaryButtonStyle: row.secondary_button_style,
});

/** What the venue list and the joining venue list both show. */
const venueBasics = (row: VenueRow) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  placeType: row.place_type,
  address1: row.address1,
  address2: row.address2,
  town: row.town,
  postcode: row.postcode,
  lat: row.lat,
  lng: row.lng,
});

/** Venues as the API answers them, with their picture, facilities and hours (docs/decisions/0020). */
function toVenues(db: Database, rows: VenueRow[]): Venue[] {
  const imagery = venueImageryOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...venueBasics(row),
    phone: row.phone,
    displayVenueSelectionButton: row.display_venue_selection_button === 1,
    activitiesV2Enabled: row.activities_v2_enabled === 1,
    ...imagery.get(row.id)!,
  }));
}

const toJoiningVenue = (row: VenueRow): JoiningVenue => ({
  ...venueBasics(row),
  canDisplayIneligibleMemberships: row.can_display_ineligible_memberships === 1,
  ddProviderNeedsBillingAddress: row.dd_provider_needs_billing_address === 1,
});

/** The configured tenders, in order; unknown names in the configuration are left out rather than failing the page. */
function offlineTenderTypes(configured: string): TenderType[] {
  let names: unknown;
  try {
    names = JSON.parse(configured);
  } catch {
    return [];
  }
  if (!Array.isArray(names)) return [];
  return [...new Set(names.flatMap((name) => tenderType.safeParse(name).data ?? []))];
}

export const siteRoutes = [
  implement(contract.site.getTheme, ({ db, query }) => {
    const row = query.venue
      ? (db.prepare('SELECT t.* FROM venues v JOIN themes t ON t.id = v.theme_id WHERE v.slug = ?').get(query.venue) as
          ThemeRow | undefined)
      : (db.prepare('SELECT * FROM themes WHERE is_default = 1').get() as ThemeRow | undefined);
    if (!row) throw notFound('No theme for that venue.');
    return toTheme(row);
  }),

  implement(contract.site.getClient, ({ db }) => {
    const row = db.prepare('SELECT * FROM clients WHERE id = 1').get() as Record<string, string | number> | undefined;
    if (!row) throw notFound();
    return {
      id: Number(row.id),
      name: String(row.name),
      currencySymbol: String(row.currency_symbol),
      staffCurrencySymbol: String(row.staff_currency_symbol),
      supportEmail: String(row.support_email),
      supportPhone: String(row.support_phone),
      directDebitServiceUserNumber: String(row.dd_service_user_number),
      offlineTenderTypes: offlineTenderTypes(String(row.offline_tender_types)),
    };
  }),

  implement(contract.site.getFooter, ({ db, query }) => {
    if (query.venue) {
      const venue = findVenueBySlug(db, query.venue);
      if (!venue) throw notFound('No such venue.');
      if (venue.footer_html) return { html: venue.footer_html };
    }
    const client = db.prepare('SELECT footer_html FROM clients WHERE id = 1').get() as { footer_html: string };
    return { html: client.footer_html };
  }),

  implement(contract.site.listVenues, ({ db }) => toVenues(db, listVenues(db))),

  implement(contract.site.getVenue, ({ db, params }) => {
    const row = findVenueBySlug(db, params.venue);
    if (!row) throw notFound('No such venue.');
    return toVenues(db, [row])[0]!;
  }),

  implement(contract.site.listJoiningVenues, ({ db }) => listVenues(db, { joiningOnly: true }).map(toJoiningVenue)),

  implement(contract.site.getJoiningVenue, ({ db, params }) => {
    const row = findVenueBySlug(db, params.venue, { joiningOnly: true });
    if (!row) throw notFound('No such venue.');
    return toJoiningVenue(row);
  }),

  implement(contract.site.getWebAppManifest, ({ db, params, setHeader }) => {
    const branding = siteBranding(db);
    if (!branding) throw notFound('No operator or default theme.');
    // The same for every visitor: a browser or proxy keeps it an hour, as it keeps the logos.
    setHeader('cache-control', 'public, max-age=3600');
    return webAppManifest(branding, params.app);
  }),
];
