import type { Database } from '../../db/database.ts';

/** A row of the venues table (seeded by this feature from its venue catalogue). */
export interface VenueRow {
  id: number;
  slug: string;
  name: string;
  place_type: string;
  address1: string;
  address2: string | null;
  town: string;
  postcode: string;
  phone: string | null;
  lat: number | null;
  lng: number | null;
  footer_html: string | null;
  online_joining_enabled: number;
  display_venue_selection_button: number;
  activities_v2_enabled: number;
  can_display_ineligible_memberships: number;
  dd_provider_needs_billing_address: number;
}

/** What other features show of a venue. */
export interface VenueRef {
  id: number;
  slug: string;
  name: string;
}

export interface VenueFilter {
  /** Only venues that sell memberships online. */
  joiningOnly?: boolean;
}

const joining = (filter: VenueFilter) => (filter.joiningOnly ? ' AND online_joining_enabled = 1' : '');

export function findVenueBySlug(db: Database, slug: string, filter: VenueFilter = {}): VenueRow | undefined {
  return db.prepare(`SELECT * FROM venues WHERE slug = ?${joining(filter)}`).get(slug) as VenueRow | undefined;
}

export function findVenueById(db: Database, id: number, filter: VenueFilter = {}): VenueRow | undefined {
  return db.prepare(`SELECT * FROM venues WHERE id = ?${joining(filter)}`).get(id) as VenueRow | undefined;
}

/** Venues by name. */
export function listVenues(db: Database, filter: VenueFilter = {}): VenueRow[] {
  const where = filter.joiningOnly ? ' WHERE online_joining_enabled = 1' : '';
  return db.prepare(`SELECT * FROM venues${where} ORDER BY name`).all() as unknown as VenueRow[];
}

export const venueRef = (venue: VenueRow): VenueRef => ({ id: venue.id, slug: venue.slug, name: venue.name });
