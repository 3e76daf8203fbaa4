import type { LocatedCentre } from '../geo/centreLocations.ts';
import type { LngLat } from '../geo/distance.ts';
import type { CameraMove } from './cameraMove.ts';
import type { MapView } from './mapView.ts';

/** What the search panel gives the lazily loaded map (components/CentreMap.tsx). */
export interface CentreMapProps {
  /** Centres with usable coordinates, pinned and clustered. */
  centres: LocatedCentre[];
  selectedCentreId: number | null;
  userLocation: LngLat | null;
  /** The searched circle, drawn on the map. */
  searchArea: { center: LngLat; radiusMiles: number } | null;
  initialView: MapView;
  camera: CameraMove | null;
  /** After every move: the search panel shows "Search this area" above zoom 8. */
  onViewChange: (view: MapView) => void;
  /** A pin was pressed: the centre is selected in the results list. */
  onPinSelect: (centreId: number) => void;
}
