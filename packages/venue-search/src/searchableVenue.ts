/**
 * What the search needs of a venue: the front end's own venue type (bookings' Venue, joining's JoiningVenue) fits
 * as it is. Coordinates may be missing or out of range in real data (docs/product/platform.md §3, §5).
 */
export interface SearchableVenue {
  id: number;
  name: string;
  lat: number | null;
  lng: number | null;
}
