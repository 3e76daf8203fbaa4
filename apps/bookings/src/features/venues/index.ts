export { VenueDetails } from './components/VenueDetails.tsx';
