// Neither this entry nor VenueSearch imports maplibre-gl or supercluster: only components/VenueMap.tsx does, and it
// is loaded lazily when the map comes on screen. Front ends render LazyVenueSearch, so the search itself is not
// part of their first load either (decisions 0903, 0904).
export { LazyVenueSearch, preloadVenueSearch, type LazyVenueSearchProps } from './components/LazyVenueSearch.tsx';
export { VenueSearch, type VenueSearchProps } from './components/VenueSearch.tsx';
export type { ResultCardOptions } from './components/ResultCard.tsx';
export { venueAddress, venueCardFrame, type VenueAddress } from './components/venueCardFrame.ts';
export type { SearchableVenue } from './searchableVenue.ts';
export { venueWords, type VenueWording } from './venueWording.ts';
export { RADIUS_MILES } from './venueSearchConstants.ts';
