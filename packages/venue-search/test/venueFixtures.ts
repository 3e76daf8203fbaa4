import type { JoiningVenue } from '@leisure/api-contract/browser';

let nextId = 100;

/** A joining venue with the fields the map search reads; coordinates as given. */
export function venue(name: string, lat: number | null, lng: number | null, town = 'Leeds'): JoiningVenue {
  nextId += 1;
  return {
    id: nextId,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    placeType: 'leisure_venue',
    address1: `1 ${name} Road`,
    address2: null,
    town,
    postcode: 'LS1 1AA',
    lat,
    lng,
    canDisplayIneligibleMemberships: false,
    ddProviderNeedsBillingAddress: false,
  };
}

// Real places: Leeds city venue, Headingley (north Leeds), Bradford and York.
export const leedsCentral = venue('Leeds Central', 53.7997, -1.5492);
export const leedsNorth = venue('Leeds North', 53.8194, -1.5772);
export const bradford = venue('Bradford Pools', 53.795, -1.7594, 'Bradford');
export const york = venue('York Barbican', 53.9533, -1.0749, 'York');
export const noCoordinates = venue('Mystery Venue', null, null, 'Nowhere');
export const badCoordinates = venue('Broken Venue', 200, -1.5, 'Nowhere');

export const venues: JoiningVenue[] = [york, leedsNorth, noCoordinates, bradford, badCoordinates, leedsCentral];
