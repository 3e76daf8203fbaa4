/** When the page last reloaded for a missing chunk: a second miss soon after is a real failure, not a deploy. */
const KEY = 'leisure:stale-chunk-reload';
const WITHIN_MS = 30_000;

/**
 * A chunk this page's build names is no longer on the server (a deploy replaced the build while the tab was open,
 * with no service worker holding the old one): the page loads again, once, from the new build, rather than showing
 * an error (docs/decisions/0037-installable-and-offline.md). Vite dispatches `vite:preloadError` for a failed lazy
 * import.
 */
export function reloadOnStaleChunk(now: () => number = Date.now, reload = () => window.location.reload()): void {
  window.addEventListener('vite:preloadError', (event) => {
    try {
      if (now() - Number(sessionStorage.getItem(KEY) ?? 0) < WITHIN_MS) return;
      sessionStorage.setItem(KEY, String(now()));
    } catch {
      return;
    }
    event.preventDefault();
    reload();
  });
}
