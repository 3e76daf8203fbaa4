import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JoiningVenue } from '@leisure/api-contract/browser';
import { geocodePlace } from '../search/geocoder.ts';
import { locatedCentres } from '../geo/centreLocations.ts';
import { centresInRange, type CentreInRange } from '../geo/centresInRange.ts';
import { boundsAround, type LngLat } from '../geo/distance.ts';
import { fitTo, flyTo, type CameraMove } from '../map/cameraMove.ts';
import type { MapView } from '../map/mapView.ts';
import {
  CENTRE_ZOOM,
  FLY_DURATION_MS,
  MESSAGES,
  RADIUS_MILES,
  SEARCH_THIS_AREA_MIN_ZOOM,
  SHORT_MOVE_DURATION_MS,
} from '../mapSearchConstants.ts';
import { findCentreByName } from '../search/centreNameMatch.ts';
import { placeFromGeocoderAnswer } from '../search/geocodedPlace.ts';
import { allCentresHeader, resultHeader } from '../search/resultHeader.ts';
import { locateUser } from '../search/userLocation.ts';

/** The point a search was made around and how the header names it (docs/product/joining.md §3 map data: searchedCoordinates). */
export interface SearchOrigin {
  location: LngLat;
  label: string;
}

/** A problem shown next to the control that caused it. */
export interface SearchProblem {
  source: 'search' | 'location';
  message: string;
}

export interface ResultEntry {
  centre: JoiningVenue;
  /** Only once a search was made. */
  distanceMiles?: number;
}

/** The centre highlighted in the list; a new serial each time, so selecting it again scrolls to it again. */
export interface CentreSelection {
  centreId: number;
  /** Whether the list takes focus (after a pin was pressed), or only scrolls (after a search by name). */
  moveFocus: boolean;
  serial: number;
}

let selectionSerial = 0;

const byName = (a: JoiningVenue, b: JoiningVenue) => a.name.localeCompare(b.name);

/**
 * The state of the centre map search (docs/product/joining.md §3 map data) and its actions: search by centre name or place,
 * by the user's location or around the map's centre; radius; clearing; selecting a centre from a pin.
 */
export function useCentreMapSearch(centres: readonly JoiningVenue[], initialView: MapView) {
  const located = useMemo(() => locatedCentres(centres), [centres]);
  const [searchTerm, setSearchTerm] = useState('');
  const [radiusMiles, setRadiusMiles] = useState<number>(RADIUS_MILES.default);
  const [origin, setOrigin] = useState<SearchOrigin | null>(null);
  const [userLocation, setUserLocation] = useState<LngLat | null>(null);
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const [isLocating, setIsLocating] = useState(false);
  const [isGeocoding, setIsGeocoding] = useState(false);
  const [selection, setSelection] = useState<CentreSelection | null>(null);
  const setSelectedCentreId = useCallback(
    (centreId: number | null, moveFocus = false) =>
      setSelection(centreId === null ? null : { centreId, moveFocus, serial: ++selectionSerial }),
    [],
  );
  const [view, setView] = useState<MapView>(initialView);
  const [camera, setCamera] = useState<CameraMove | null>(null);
  // Only the latest search may answer: a newer one, clearing or unmounting aborts the one in flight.
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const startSearch = useCallback(() => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    return controller;
  }, []);

  const searchAround = useCallback(
    (place: SearchOrigin, durationMs: number) => {
      setOrigin(place);
      setProblem(null);
      setCamera(fitTo(boundsAround(place.location, radiusMiles), durationMs));
    },
    [radiusMiles],
  );

  const submitSearch = useCallback(async () => {
    const text = searchTerm.trim();
    if (!text) {
      setProblem({ source: 'search', message: MESSAGES.enterSearchTerm });
      return;
    }
    const controller = startSearch();
    // Cleared first so that the same problem twice is announced twice.
    setProblem(null);
    const named = findCentreByName(located, text);
    if (named) {
      setOrigin({ location: named.location, label: named.centre.name });
      setSelectedCentreId(named.centre.id);
      setProblem(null);
      setCamera(flyTo(named.location, CENTRE_ZOOM, FLY_DURATION_MS));
      return;
    }
    setIsGeocoding(true);
    try {
      const place = placeFromGeocoderAnswer(await geocodePlace(text, controller.signal));
      if (controller.signal.aborted) return;
      if (!place) {
        setProblem({ source: 'search', message: MESSAGES.cannotFindLocation });
        return;
      }
      setSelectedCentreId(null);
      searchAround({ location: place.location, label: place.label }, FLY_DURATION_MS);
    } catch {
      // Unreachable geocoder, refused key or a query it rejects: to the user, the place was not found.
      if (!controller.signal.aborted) setProblem({ source: 'search', message: MESSAGES.cannotFindLocation });
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setIsGeocoding(false);
      }
    }
  }, [located, searchAround, searchTerm, setSelectedCentreId, startSearch]);

  const searchMyLocation = useCallback(async () => {
    const controller = startSearch();
    setIsGeocoding(false);
    setProblem(null);
    setIsLocating(true);
    try {
      const location = await locateUser();
      if (controller.signal.aborted) return;
      setUserLocation(location);
      setSelectedCentreId(null);
      searchAround({ location, label: 'your location' }, FLY_DURATION_MS);
    } catch (error) {
      if (!controller.signal.aborted) {
        setProblem({ source: 'location', message: error instanceof Error ? error.message : MESSAGES.locationFailed });
      }
    } finally {
      if (pending.current === controller) pending.current = null;
      setIsLocating(false);
    }
  }, [searchAround, setSelectedCentreId, startSearch]);

  const searchThisArea = useCallback(() => {
    startSearch();
    setIsGeocoding(false);
    setSelectedCentreId(null);
    searchAround({ location: view.center, label: 'this area' }, SHORT_MOVE_DURATION_MS);
  }, [searchAround, setSelectedCentreId, startSearch, view.center]);

  const changeRadius = useCallback(
    (miles: number) => {
      setRadiusMiles(miles);
      if (origin) setCamera(fitTo(boundsAround(origin.location, miles), SHORT_MOVE_DURATION_MS));
    },
    [origin],
  );

  const clearSearch = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    setIsGeocoding(false);
    setIsLocating(false);
    setSearchTerm('');
    setOrigin(null);
    setUserLocation(null);
    setProblem(null);
    setSelectedCentreId(null);
    setCamera(flyTo(initialView.center, initialView.zoom, SHORT_MOVE_DURATION_MS));
  }, [initialView, setSelectedCentreId]);

  const results: CentreInRange[] | null = useMemo(
    () => (origin ? centresInRange(located, origin.location, radiusMiles) : null),
    [located, origin, radiusMiles],
  );
  // Before a search the list shows every centre, those without coordinates too: the list is the way to reach
  // each centre without the map. A search can only measure centres with coordinates.
  const entries: ResultEntry[] = useMemo(
    () => results ?? [...centres].sort(byName).map((centre) => ({ centre })),
    [centres, results],
  );

  let summary: string;
  if (isLocating) summary = MESSAGES.searching;
  else if (!results || !origin) summary = allCentresHeader(entries.length);
  else if (results.length === 0) summary = MESSAGES.noVenuesFound;
  else summary = resultHeader(results.length, radiusMiles, origin.label);

  return {
    located,
    entries,
    summary,
    hasSearched: origin !== null,
    searchTerm,
    setSearchTerm,
    radiusMiles,
    changeRadius,
    origin,
    userLocation,
    problem,
    isLocating,
    isGeocoding,
    selection,
    /** A pin was pressed: select its centre and take the keyboard to it in the list. */
    selectCentreFromPin: useCallback((centreId: number) => setSelectedCentreId(centreId, true), [setSelectedCentreId]),
    view,
    setView,
    camera,
    canSearchThisArea: view.zoom > SEARCH_THIS_AREA_MIN_ZOOM,
    submitSearch,
    searchMyLocation,
    searchThisArea,
    clearSearch,
  };
}
