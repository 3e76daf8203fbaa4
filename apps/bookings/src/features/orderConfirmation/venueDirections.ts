import type { Venue } from '@leisure/api-contract/browser';

type VenueAddress = Pick<Venue, 'name' | 'address1' | 'address2' | 'town' | 'postcode'>;

/** The postal address as display lines: street lines, then town and postcode together. */
export function addressLines(venue: Omit<VenueAddress, 'name'>): string[] {
  return [venue.address1, venue.address2, [venue.town, venue.postcode].filter(Boolean).join(' ')]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '');
}

/** "Leeds City Leisure Centre, 1 Park Row, Leeds LS1 5HD": where a calendar event or a map search points. */
export const fullAddress = (venue: VenueAddress): string => [venue.name, ...addressLines(venue)].join(', ');

/**
 * A maps search for the venue's address (Google Maps URLs, `api=1`): it opens the customer's maps app on a phone,
 * which offers the way there from where they are (docs/decisions/0027).
 */
export const directionsUrl = (venue: VenueAddress): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(venue))}`;
