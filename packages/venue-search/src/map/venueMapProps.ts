import type { LocatedVenue } from '../geo/venueLocations.ts';
import type { LngLat } from '../geo/distance.ts';
import type { CameraMove } from './cameraMove.ts';
import type { MapView } from './mapView.ts';
import type { VenueWording } from '../venueWording.ts';

/** What the search panel gives the lazily loaded map (components/VenueMap.tsx). */
export interface VenueMapProps {
  /** Venues with usable coordinates, pinned and clustered. */
  venues: LocatedVenue[];
  selectedVenueId: number | null;
  userLocation: LngLat | null;
  /** The searched circle, drawn on the map. */
  searchArea: { center: LngLat; radiusMiles: number } | null;
  initialView: MapView;
  camera: CameraMove | null;
  /** After every move: the search panel shows "Search this area" above zoom 8. */
  onViewChange: (view: MapView) => void;
  /** How the front end names its venues (the clusters' tooltips, the map's name). */
  wording: VenueWording;
  /** A pin was pressed: the venue is selected in the results list. */
  onPinSelect: (venueId: number) => void;
}
