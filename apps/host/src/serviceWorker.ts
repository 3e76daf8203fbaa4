import { Workbox } from 'workbox-window';
import type { FrontEndId } from '@leisure/layout/frontEnds';
import { offerAppUpdate } from '@leisure/layout/appUpdate';

/** The worker the build writes for each front end (server/serviceWorkerPlugin.ts), at the root so its scope is all. */
export const serviceWorkerUrl: Readonly<Record<FrontEndId, string>> = {
  bookings: '/sw.bookings.js',
  myAccount: '/sw.my-account.js',
  onlineJoining: '/sw.online-joining.js',
};

/** How often an open tab asks whether a new build has been deployed, besides when the person comes back to it. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

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
    void workbox.register();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void workbox.update();
    });
    setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
