// Neither this entry nor CentreMapSearch imports maplibre-gl or supercluster: only components/CentreMap.tsx does,
// and it is loaded lazily when the map is first shown.
export { CentreMapSearch, type CentreMapSearchProps } from './components/CentreMapSearch.tsx';
export { LazyCentreMapSearch } from './components/LazyCentreMapSearch.tsx';
