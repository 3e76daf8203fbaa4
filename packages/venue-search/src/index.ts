// Neither this entry nor VenueSearch imports maplibre-gl or supercluster: only components/VenueMap.tsx does, and it
// is loaded lazily when the map comes on screen (decision 0904). Each front end loads its own settings of
// VenueSearch lazily too (a wrapper with the card and wording), so none of it is in a first load (decision 0903).
export { VenueSearch, type VenueSearchProps } from './components/VenueSearch.tsx';
export type { ResultCardOptions } from './components/ResultCard.tsx';
export { venueAddress, venueCardFrame, type VenueAddress } from './components/venueCardFrame.ts';
export type { SearchableVenue } from './searchableVenue.ts';
export { venueWords, type VenueWording } from './venueWording.ts';
export { RADIUS_MILES } from './venueSearchConstants.ts';
