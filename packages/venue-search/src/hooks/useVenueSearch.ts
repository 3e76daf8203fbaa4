import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { geocodePlace } from '../search/geocoder.ts';
import { locatedVenues } from '../geo/venueLocations.ts';
import { venuesInRange, type VenueInRange } from '../geo/venuesInRange.ts';
import { boundsAround, type LngLat } from '../geo/distance.ts';
import { fitTo, flyTo, type CameraMove } from '../map/cameraMove.ts';
import type { MapView } from '../map/mapView.ts';
import {
  VENUE_ZOOM,
  FLY_DURATION_MS,
  MESSAGES,
  RADIUS_MILES,
  SEARCH_THIS_AREA_MIN_ZOOM,
  SHORT_MOVE_DURATION_MS,
} from '../venueSearchConstants.ts';
import { findVenueByName } from '../search/venueNameMatch.ts';
import { placeFromGeocoderAnswer } from '../search/geocodedPlace.ts';
import { allVenuesHeader, resultHeader } from '../search/resultHeader.ts';
import { locateUser } from '../search/userLocation.ts';
import type { SearchableVenue } from '../searchableVenue.ts';
import { enterSearchTermMessage, type VenueWording } from '../venueWording.ts';

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

export interface ResultEntry<V extends SearchableVenue = SearchableVenue> {
  venue: V;
  /** Only once a search was made. */
  distanceMiles?: number;
}

/** The venue highlighted in the list; a new serial each time, so selecting it again scrolls to it again. */
export interface VenueSelection {
  venueId: number;
  /** Whether the list takes focus (after a pin was pressed), or only scrolls (after a search by name). */
  moveFocus: boolean;
  serial: number;
}

let selectionSerial = 0;

const byName = (a: SearchableVenue, b: SearchableVenue) => a.name.localeCompare(b.name);

/**
 * The state of the venue map search (docs/product/joining.md §3 map data) and its actions: search by venue name or place,
 * by the user's location or around the map's venue; radius; clearing; selecting a venue from a pin.
 */
export function useVenueSearch<V extends SearchableVenue>(
  venues: readonly V[],
  initialView: MapView,
  wording: VenueWording,
) {
  const located = useMemo(() => locatedVenues(venues), [venues]);
  const [searchTerm, setSearchTerm] = useState('');
  const [radiusMiles, setRadiusMiles] = useState<number>(RADIUS_MILES.default);
  const [origin, setOrigin] = useState<SearchOrigin | null>(null);
  const [userLocation, setUserLocation] = useState<LngLat | null>(null);
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const [isLocating, setIsLocating] = useState(false);
  const [isGeocoding, setIsGeocoding] = useState(false);
  const [selection, setSelection] = useState<VenueSelection | null>(null);
  const setSelectedVenueId = useCallback(
    (venueId: number | null, moveFocus = false) =>
      setSelection(venueId === null ? null : { venueId, moveFocus, serial: ++selectionSerial }),
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
      setProblem({ source: 'search', message: enterSearchTermMessage(wording) });
      return;
    }
    const controller = startSearch();
    // Cleared first so that the same problem twice is announced twice.
    setProblem(null);
    const named = findVenueByName(located, text);
    if (named) {
      setOrigin({ location: named.location, label: named.venue.name });
      setSelectedVenueId(named.venue.id);
      setProblem(null);
      setCamera(flyTo(named.location, VENUE_ZOOM, FLY_DURATION_MS));
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
      setSelectedVenueId(null);
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
  }, [located, searchAround, searchTerm, setSelectedVenueId, startSearch, wording]);

  const searchMyLocation = useCallback(async () => {
    const controller = startSearch();
    setIsGeocoding(false);
    setProblem(null);
    setIsLocating(true);
    try {
      const location = await locateUser();
      if (controller.signal.aborted) return;
      setUserLocation(location);
      setSelectedVenueId(null);
      searchAround({ location, label: 'your location' }, FLY_DURATION_MS);
    } catch (error) {
      if (!controller.signal.aborted) {
        setProblem({ source: 'location', message: error instanceof Error ? error.message : MESSAGES.locationFailed });
      }
    } finally {
      if (pending.current === controller) pending.current = null;
      setIsLocating(false);
    }
  }, [searchAround, setSelectedVenueId, startSearch]);

  const searchThisArea = useCallback(() => {
    startSearch();
    setIsGeocoding(false);
    setSelectedVenueId(null);
    searchAround({ location: view.center, label: 'this area' }, SHORT_MOVE_DURATION_MS);
  }, [searchAround, setSelectedVenueId, startSearch, view.center]);

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
    setSelectedVenueId(null);
    setCamera(flyTo(initialView.center, initialView.zoom, SHORT_MOVE_DURATION_MS));
  }, [initialView, setSelectedVenueId]);

  const results: VenueInRange<V>[] | null = useMemo(
    () => (origin ? venuesInRange(located, origin.location, radiusMiles) : null),
    [located, origin, radiusMiles],
  );
  // Before a search the list shows every venue, those without coordinates too: the list is the way to reach
  // each venue without the map. A search can only measure venues with coordinates.
  const entries: ResultEntry<V>[] = useMemo(
    () => results ?? [...venues].sort(byName).map((venue) => ({ venue })),
    [venues, results],
  );

  let summary: string;
  if (isLocating) summary = MESSAGES.searching;
  else if (!results || !origin) summary = allVenuesHeader(entries.length, wording);
  else if (results.length === 0) summary = MESSAGES.noVenuesFound;
  else summary = resultHeader(results.length, radiusMiles, origin.label, wording);

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
    /** A pin was pressed: select its venue and take the keyboard to it in the list. */
    selectVenueFromPin: useCallback((venueId: number) => setSelectedVenueId(venueId, true), [setSelectedVenueId]),
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
