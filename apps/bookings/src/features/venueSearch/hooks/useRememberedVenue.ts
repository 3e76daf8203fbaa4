import { useCallback } from 'react';
import { useAppDispatch } from '@leisure/app-store';
import type { AuthThunk } from '@leisure/auth';

// The venue cookie is the store's (its thunk extra holds the app's cookies, on the parent domain in production):
// docs/product/platform.md §9, packages/auth/src/cookies/authCookies.ts.
const readVenueCookie =
  (): AuthThunk<string | null> =>
  (_dispatch, _getState, { authCookies }) =>
    authCookies.readVenue();
const writeVenueCookie =
  (venueSlug: string): AuthThunk =>
  (_dispatch, _getState, { authCookies }) =>
    authCookies.writeVenue(venueSlug);

/** The venue the visitor last chose, kept in the venue cookie the three front ends share. */
export function useRememberedVenue() {
  const dispatch = useAppDispatch();
  const readRememberedVenue = useCallback(() => dispatch(readVenueCookie()), [dispatch]);
  const rememberVenue = useCallback((venueSlug: string) => dispatch(writeVenueCookie(venueSlug)), [dispatch]);
  return { readRememberedVenue, rememberVenue };
}
