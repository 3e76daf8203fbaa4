import type { VenueWording } from '../venueWording.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "4 centres within 5 miles of Leeds" */
export function resultHeader(count: number, radiusMiles: number, placeLabel: string, wording: VenueWording): string {
  return `${plural(count, wording.one, wording.many)} within ${plural(radiusMiles, 'mile', 'miles')} of ${placeLabel}`;
}

/** Before any search, the list holds every venue: "12 centres". */
export function allVenuesHeader(count: number, wording: VenueWording): string {
  return plural(count, wording.one, wording.many);
}

export function radiusText(radiusMiles: number): string {
  return plural(radiusMiles, 'mile', 'miles');
}
