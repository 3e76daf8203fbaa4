import { venueCatalogue, type VenueSeed } from '../../site/venueCatalogue.ts';

/** Groups of seeded venues (by slug) that local and multi-site memberships are sold at. */
const selling = venueCatalogue.filter((venue) => venue.onlineJoining);
const slugs = (venues: VenueSeed[]) => venues.map((venue) => venue.slug);

export const venuesWithPlaceType = (...placeTypes: VenueSeed['placeType'][]) =>
  slugs(selling.filter((venue) => placeTypes.includes(venue.placeType)));

/** Venues with a pool: pools and leisure centres. */
export const poolVenues = venuesWithPlaceType('Swimming pool', 'Leisure centre');
/** Venues with a gym floor. */
export const gymVenues = venuesWithPlaceType('Gym', 'Leisure centre', 'Sports centre');
/** Venues with a studio timetable. */
export const classVenues = venuesWithPlaceType('Leisure centre', 'Sports centre', 'Gym');
export const greaterManchester = slugs(selling.filter((venue) => venue.theme === 'manchester'));
export const london = slugs(selling.filter((venue) => venue.theme === 'capital'));
/** Courts: the sports centres and the larger leisure centres. */
export const racquetsVenues = [
  ...venuesWithPlaceType('Sports centre'),
  'leeds-city',
  'salford-quays',
  'solihull-leisure',
  'brixton-rec',
];
