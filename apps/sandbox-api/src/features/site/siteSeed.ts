import type { SandboxServices } from '../../http/context.ts';
import { themeCatalogue } from './themeCatalogue.ts';
import { venueCatalogue, type VenueSeed } from './venueCatalogue.ts';
import { operatorFooterHtml, venueFooterHtml } from './footerHtml.ts';
import { ukToday } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { insertIllustration } from './illustrationImages.ts';
import { venueImagery } from './venueImagery.ts';

export const OPERATOR_NAME = 'Brightwater Leisure';
/** The registered office its receipts print (docs/decisions/0490-payment-receipts.md). */
export const OPERATOR_ADDRESS_LINES = ['1 Harbour Walk', 'Bristol', 'BS1 5TT'];

export function seedSite({ db, settings, clock }: SandboxServices): void {
  const year = ukToday(clock).slice(0, 4);
  db.prepare(
    `INSERT INTO clients (id, name, currency_symbol, staff_currency_symbol, support_email, support_phone, dd_service_user_number, footer_html,
       address_lines, vat_number)
     VALUES (1, ?, '£', '£', 'help@brightwater-leisure.example', '0300 555 0100', '123456', ?, ?, 'GB 123 4567 89')`,
  ).run(OPERATOR_NAME, operatorFooterHtml(OPERATOR_NAME, year), OPERATOR_ADDRESS_LINES.join('\n'));

  const insertTheme = db.prepare(
    `INSERT INTO themes (name, is_default, primary_colour, secondary_colour_1, secondary_colour_2, header_bg_colour,
       dark_bg_colour, header_primary_colour, logo_url, heading_font, body_font, secondary_button_style)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const themeIds = new Map<string, number>();
  for (const t of themeCatalogue) {
    const result = insertTheme.run(
      t.name,
      t.isDefault ? 1 : 0,
      t.primary,
      t.secondary1,
      t.secondary2,
      t.headerBg,
      t.darkBg,
      t.headerPrimary,
      `${settings.publicOrigin}/assets/logos/${t.key}.svg`,
      t.headingFont,
      t.bodyFont,
      t.secondaryButtonStyle,
    );
    themeIds.set(t.key, Number(result.lastInsertRowid));
  }

  const insertVenue = db.prepare(
    `INSERT INTO venues (slug, name, place_type, address1, address2, town, postcode, lat, lng, phone, email, theme_id,
       footer_html, online_joining_enabled, can_display_ineligible_memberships, dd_provider_needs_billing_address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const venue of venueCatalogue) {
    const result = insertVenue.run(
      venue.slug,
      venue.name,
      venue.placeType,
      venue.address1,
      venue.address2,
      venue.town,
      venue.postcode,
      venue.lat,
      venue.lng,
      venue.phone,
      `${venue.slug}@brightwater-leisure.example`,
      themeIds.get(venue.theme) ?? null,
      venueFooterHtml(OPERATOR_NAME, venue, year, venueImagery(venue).hours),
      venue.onlineJoining ? 1 : 0,
      venue.canDisplayIneligibleMemberships ? 1 : 0,
      venue.ddProviderNeedsBillingAddress ? 1 : 0,
    );
    seedVenueImagery(db, Number(result.lastInsertRowid), venue, settings.publicOrigin);
  }
}

/** The venue's hero illustration in its brand's colours, its facilities and its opening hours (decision 0020). */
function seedVenueImagery(db: Database, venueId: number, venue: VenueSeed, publicOrigin: string): void {
  const imagery = venueImagery(venue);
  const imageId = insertIllustration(db, publicOrigin, venue.slug, imagery.scene, imagery.alt);
  db.prepare('UPDATE venues SET hero_image_id = ? WHERE id = ?').run(imageId, venueId);
  const insertFacility = db.prepare(
    'INSERT INTO venue_facilities (venue_id, name, icon, sort_order) VALUES (?, ?, ?, ?)',
  );
  imagery.facilities.forEach((facility, index) => insertFacility.run(venueId, facility.name, facility.icon, index + 1));
  const insertHours = db.prepare(
    'INSERT INTO venue_opening_hours (venue_id, weekday, opens, closes) VALUES (?, ?, ?, ?)',
  );
  imagery.hours?.forEach((hours, index) =>
    insertHours.run(venueId, index + 1, hours?.opens ?? null, hours?.closes ?? null),
  );
}
