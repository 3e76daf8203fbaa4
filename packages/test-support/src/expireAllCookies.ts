/** The parent domain of the front ends' sub-domains, where the log-in cookie is shared. */
const parentDomain = 'leisure.localhost';

/**
 * Expires every cookie the page sees, host-only or set on the parent domain: run after each test, so each test starts
 * logged out. It is handed the document rather than reading the global, so that packages type-checked without the
 * DOM library (api-client) can still import this package.
 */
export function expireAllCookies(document: { cookie: string }): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    const name = pair.slice(0, pair.indexOf('='));
    for (const scope of ['', `; domain=${parentDomain}`]) {
      document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT${scope}`;
    }
  }
}
