import type { Database } from '../../../db/database.ts';
import type { VenueSelector } from '../catalogue/venueGroups.ts';

/** Ids of the venues selling online that a selector picks. Fails loudly on a slug that does not exist. */
export function venueIdsFor(db: Database, selector: VenueSelector): number[] {
  const venues = db
    .prepare('SELECT id, slug, place_type, postcode FROM venues WHERE online_joining_enabled = 1 ORDER BY id')
    .all() as { id: number; slug: string; place_type: string; postcode: string }[];
  for (const slug of selector.slugs ?? []) {
    if (!venues.some((venue) => venue.slug === slug))
      throw new Error(`Membership catalogue names an unknown venue: ${slug}`);
  }
  const area = (postcode: string) => /^[A-Z]+/.exec(postcode.toUpperCase())?.[0] ?? '';
  return venues
    .filter(
      (venue) =>
        selector.placeTypes?.includes(venue.place_type) ||
        selector.postcodeAreas?.includes(area(venue.postcode)) ||
        selector.slugs?.includes(venue.slug),
    )
    .map((venue) => venue.id);
}
