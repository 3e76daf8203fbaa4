import type { Venue } from '@leisure/api-contract';

/** The postal address as display lines: street lines, then town and postcode together. */
export function venueAddressLines(venue: Pick<Venue, 'address1' | 'address2' | 'town' | 'postcode'>): string[] {
  return [venue.address1, venue.address2, [venue.town, venue.postcode].filter(Boolean).join(' ')]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '');
}
