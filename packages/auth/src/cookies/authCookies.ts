import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@leisure/api-contract/browser';

/**
 * The session token, shared by the three front ends through the parent domain (docs/product/platform.md §4, §9).
 * The name is the contract's: a production API reads the token from this cookie (decision 0826).
 */
export { TOKEN_COOKIE };
/** The venue a visitor last chose, shared the same way. */
export const VENUE_COOKIE = 'leisure_venue';

/** A remembered venue outlives a session: a returning visitor keeps their venue for a year. */
const VENUE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export interface AuthCookieOptions {
  /** Parent domain (`leisure.localhost`); undefined makes host-only cookies. */
  domain: string | undefined;
  /** Only sent over https; set when the page itself is served over https. */
  secure: boolean;
  /**
   * The page runs in another site's frame (the embedded mode): the cookies are `SameSite=None; Secure;
   * Partitioned`, the only kind Chromium keeps there (docs/decisions/0640).
   */
  partitioned?: boolean;
}

/** Reads and writes the token and venue cookies with one set of attributes, so a removal matches what was set. */
export interface AuthCookies {
  readToken(): string | null;
  /** `expiresAt` (ISO date-time) is when the server stops accepting the token; without it the cookie ends with the browser session. */
  writeToken(token: string, expiresAt?: string): void;
  removeToken(): void;
  readVenue(): string | null;
  writeVenue(venueSlug: string): void;
  removeVenue(): void;
}

/**
 * A lifetime as Max-Age (seconds from now, by the page's clock), not Expires: the browser counts Max-Age on from when
 * it stores the cookie, so a page whose clock is not the browser's (a test's pinned instant, docs/decisions/0006)
 * keeps its cookies for as long as it meant. On a page with the browser's clock the two are the same.
 */
function maxAgeOf(expiresAt: string | undefined): number | undefined {
  if (!expiresAt) return undefined;
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.floor((at - Date.now()) / 1000));
}

export function createAuthCookies({ domain, secure, partitioned = false }: AuthCookieOptions): AuthCookies {
  const attributes: Cookies.CookieAttributes = {
    path: '/',
    ...(partitioned ? { sameSite: 'None', secure: true, partitioned: true } : { sameSite: 'Lax', secure }),
    ...(domain ? { domain } : {}),
  };
  const read = (name: string) => Cookies.get(name) || null;
  // Max-Age=0, not js-cookie's Expires of yesterday by the page's clock: on a page whose clock is ahead of the
  // browser's (a pinned test instant), "yesterday" is still to come and the cookie would stay (decision 0006).
  const remove = (name: string) => Cookies.set(name, '', { ...attributes, 'max-age': '0' });
  return {
    readToken: () => read(TOKEN_COOKIE),
    writeToken(token, expiresAt) {
      const maxAge = maxAgeOf(expiresAt);
      Cookies.set(TOKEN_COOKIE, token, {
        ...attributes,
        ...(maxAge !== undefined ? { 'max-age': String(maxAge) } : {}),
      });
    },
    removeToken: () => remove(TOKEN_COOKIE),
    readVenue: () => read(VENUE_COOKIE),
    writeVenue: (venueSlug) =>
      Cookies.set(VENUE_COOKIE, venueSlug, { ...attributes, 'max-age': String(VENUE_COOKIE_SECONDS) }),
    removeVenue: () => remove(VENUE_COOKIE),
  };
}
