export { FindAVenue, type FindAVenueProps } from './components/FindAVenue.tsx';
export { RedirectToSelectedVenue } from './components/RedirectToSelectedVenue.tsx';
export { preloadVenueSearch } from '@leisure/venue-search';
