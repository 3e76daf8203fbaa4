/**
 * Opens another front end's page: a full page load, so nothing of this page (its store, its cache) survives. Its own
 * module so tests, whose page cannot load another, can stand in for it.
 */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
