/**
 * Groups of venues that local and multi-site memberships are sold at, described by what the venue is (its place
 * type), where it is (postcode areas) or by name. The seed resolves them against the venues table, among the
 * venues that sell online; a venue in any of a selector's lists is in the group.
 */
export interface VenueSelector {
  placeTypes?: string[];
  postcodeAreas?: string[];
  slugs?: string[];
}

/** Venues with a pool: pools and leisure centres. */
export const poolVenues: VenueSelector = { placeTypes: ['Swimming pool', 'Leisure centre'] };
/** Venues with a gym floor. */
export const gymVenues: VenueSelector = { placeTypes: ['Gym', 'Leisure centre', 'Sports centre'] };
/** Venues with a studio timetable. */
export const classVenues: VenueSelector = { placeTypes: ['Leisure centre', 'Sports centre', 'Gym'] };
/** Manchester, Stockport, Oldham, Bolton and Wigan postcode areas. */
export const greaterManchester: VenueSelector = { postcodeAreas: ['M', 'SK', 'OL', 'BL', 'WN'] };
/** London postcode areas, for London weighting. */
export const london: VenueSelector = { postcodeAreas: ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC', 'CR'] };
/** Courts: the sports centres and the larger leisure centres. */
export const racquetsVenues: VenueSelector = {
  placeTypes: ['Sports centre'],
  slugs: ['leeds-city', 'salford-quays', 'solihull-leisure', 'brixton-rec'],
};
