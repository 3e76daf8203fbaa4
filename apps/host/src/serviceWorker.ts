import { Workbox } from 'workbox-window';
import type { FrontEndId } from '@leisure/layout/frontEnds';
import { offerAppUpdate } from '@leisure/layout/appUpdate';
import { SITE_CALL_PATTERN } from './siteCalls.ts';

/** The worker the build writes for each front end (server/serviceWorkerPlugin.ts), at the root so its scope is all. */
export const serviceWorkerUrl: Readonly<Record<FrontEndId, string>> = {
  bookings: '/sw.bookings.js',
  myAccount: '/sw.my-account.js',
  onlineJoining: '/sw.online-joining.js',
};

/** How often an open tab asks whether a new build has been deployed, besides when the person comes back to it. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The site's calls this page made before its first worker took control asked the network, not the worker, which so
 * has no copy: the worker is asked to fetch them itself, once (Workbox's CACHE_URLS message, answered through the
 * route that keeps their answers), so the shell opens offline after this first visit.
 */
export function warmSiteCalls(
  messageWorker: (message: { type: 'CACHE_URLS'; payload: { urlsToCache: string[] } }) => Promise<unknown>,
  entries: readonly Pick<PerformanceEntry, 'name'>[] = performance.getEntriesByType('resource'),
): Promise<unknown> {
  const urls = [...new Set(entries.map((entry) => entry.name).filter((url) => SITE_CALL_PATTERN.test(url)))];
  return urls.length ? messageWorker({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }) : Promise.resolve();
}

/**
 * Registers the front end's service worker once the page has loaded, so its precaching never competes with the first
 * load (docs/decisions/0037-installable-and-offline.md). A new build's worker waits: this tab keeps the chunks it was
 * built with, and the page offers the new version; taking it lets the worker take over, then loads the page from it.
 */
export function registerServiceWorker(app: FrontEndId): void {
  const workbox = new Workbox(serviceWorkerUrl[app], { scope: '/' });
  workbox.addEventListener('waiting', () =>
    offerAppUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  const register = () => {
    const firstWorker = !navigator.serviceWorker.controller;
    workbox.addEventListener('controlling', (event) => {
      if (firstWorker && !event.isUpdate) void warmSiteCalls((message) => workbox.messageSW(message));
    });
    void workbox.register();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void workbox.update();
    });
    setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
