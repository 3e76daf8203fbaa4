import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../store/hooks.ts';
import { sessionFlagsFromUrl } from './sessionSlice.ts';

/** Picks up flags from URLs the app navigates to after it opened (a kiosk link back into the app, say). */
export function useSessionFlagsFromUrl(): void {
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sessionFlagsFromUrl(search));
  }, [dispatch, search]);
}
