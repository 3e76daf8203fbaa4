export { BookingsHomePage, VenueFinderPage } from './components/BookingsHomePage.tsx';
export { FindAVenue, preloadVenueSearch } from './components/FindAVenue.tsx';
export type { VenueSearchPanelProps as FindAVenueProps } from './components/VenueSearchPanel.tsx';
export { RedirectToSelectedVenue } from './components/RedirectToSelectedVenue.tsx';
