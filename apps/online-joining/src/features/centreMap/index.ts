// The map search itself is @leisure/venue-search's; this feature says how joining uses it. Only the lazy wrapper
// loads with the joining page (decision 0903).
export { LazyCentreMapSearch } from './components/LazyCentreMapSearch.tsx';
export type { CentreMapSearchProps } from './components/CentreMapSearch.tsx';
