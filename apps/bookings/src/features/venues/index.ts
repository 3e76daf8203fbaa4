export { VenueDetails } from './components/VenueDetails.tsx';
export { VenuePage } from './components/VenuePage.tsx';
