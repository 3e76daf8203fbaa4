import { useCallback } from 'react';
import { crossAppUrl } from '../crossApp/crossAppUrl.ts';
import type { Destination } from '../navigation/navItems.ts';
import { useFrontEnd } from './frontEndContext.ts';

/**
 * The href of a destination from this page: an app path (the router follows it without a page load) inside the
 * current front end, an absolute URL carrying the site flags to another one.
 */
export function useHrefTo(): (destination: Destination) => string {
  const { app, address, flags } = useFrontEnd();
  return useCallback(
    ({ app: target, path }: Destination) => (target === app ? path : crossAppUrl(target, path, flags, address)),
    [app, address, flags],
  );
}
