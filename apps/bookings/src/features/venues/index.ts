export { VenueDetails } from './components/VenueDetails.tsx';
export { VenueList } from './components/VenueList.tsx';
export { VenuePicker } from './components/VenuePicker.tsx';
