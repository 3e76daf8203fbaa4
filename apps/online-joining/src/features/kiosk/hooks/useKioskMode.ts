import { useLayoutEffect } from 'react';
import { selectKiosk, sessionFlagsChanged, useAppDispatch, useAppSelector } from '@leisure/app-store';

/**
 * Switches kiosk mode on for the page that calls it: the kiosk home is a kiosk even when opened without
 * `?kiosk=true`. A layout effect, so the site header never paints before the kiosk bar replaces it. The mode then
 * sticks for the session like one read from the URL.
 */
export function useKioskMode(): void {
  const dispatch = useAppDispatch();
  const kiosk = useAppSelector(selectKiosk);
  useLayoutEffect(() => {
    if (!kiosk) dispatch(sessionFlagsChanged({ kiosk: true }));
  }, [dispatch, kiosk]);
}
