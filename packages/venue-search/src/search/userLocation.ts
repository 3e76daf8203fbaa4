import { GEOLOCATION_TIMEOUT_MS, MESSAGES } from '../venueSearchConstants.ts';
import type { LngLat } from '../geo/distance.ts';

/** GeolocationPositionError.PERMISSION_DENIED */
const PERMISSION_DENIED = 1;

/** docs/product/joining.md §8: permission refused (code 1) asks the user to allow access; anything else asks them to try again. */
export function geolocationMessage(error: { code?: number } | null | undefined): string {
  return error?.code === PERMISSION_DENIED ? MESSAGES.locationDenied : MESSAGES.locationFailed;
}

/** Where the device is, asked once with high accuracy and the spec's 10 s timeout. Rejects with the spec message. */
export function locateUser(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<LngLat> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(MESSAGES.locationFailed));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lng: coords.longitude, lat: coords.latitude }),
      (error) => reject(new Error(geolocationMessage(error))),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
