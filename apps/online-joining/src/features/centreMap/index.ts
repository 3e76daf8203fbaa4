// The map search itself lives in @leisure/venue-search; this feature says how joining uses it.
export { LazyCentreMapSearch, type CentreMapSearchProps } from './components/LazyCentreMapSearch.tsx';
