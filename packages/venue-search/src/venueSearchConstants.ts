// docs/product/joining.md §9 and docs/product/platform.md §9: the venue map search's business constants.

export const RADIUS_MILES = { min: 1, max: 10, step: 1, default: 5 } as const;
/** Supercluster: pins within 22 px merge into a cluster, down to zoom 20. */
export const CLUSTER_RADIUS_PX = 22;
export const CLUSTER_MAX_ZOOM = 20;
/** "Search this area" appears once the map is zoomed in further than this. */
export const SEARCH_THIS_AREA_MIN_ZOOM = 8;
/** Flying to a searched place or venue; shorter moves (radius change, clearing, clusters) take 1000 ms. */
export const FLY_DURATION_MS = 2000;
export const SHORT_MOVE_DURATION_MS = 1000;
/** How close a venue found by name is shown. */
export const VENUE_ZOOM = 12;
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The messages that name no venue (those that do: venueWording.ts). */
export const MESSAGES = {
  searching: 'Searching...',
  noVenuesFound: 'No venues found',
  cannotFindLocation: 'Cannot find location, please try again.',
  locationDenied: 'Failed to use your location, please allow location access and try again',
  locationFailed: 'Failed to use your location, please try again',
} as const;
