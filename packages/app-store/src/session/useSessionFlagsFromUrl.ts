import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../store/hooks.ts';
import { sessionFlagsFromUrl } from './sessionSlice.ts';

/**
 * Picks up flags from URLs the app navigates to after it opened (a kiosk link back into the app, say). The address
 * the app opened with is not applied again: the store read its flags when it was made, before the first render,
 * along with what its path adds (the kiosk home is a kiosk even at `?kiosk=false`, decision 0916).
 */
export function useSessionFlagsFromUrl(): void {
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  const applied = useRef(search);
  useEffect(() => {
    if (search === applied.current) return;
    applied.current = search;
    dispatch(sessionFlagsFromUrl(search));
  }, [dispatch, search]);
}
