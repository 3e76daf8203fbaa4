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
const VENUE_COOKIE_DAYS = 365;

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

function expiryOf(expiresAt: string | undefined): Date | undefined {
  if (!expiresAt) return undefined;
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function createAuthCookies({ domain, secure, partitioned = false }: AuthCookieOptions): AuthCookies {
  const attributes: Cookies.CookieAttributes = {
    path: '/',
    ...(partitioned ? { sameSite: 'None', secure: true, partitioned: true } : { sameSite: 'Lax', secure }),
    ...(domain ? { domain } : {}),
  };
  const read = (name: string) => Cookies.get(name) || null;
  return {
    readToken: () => read(TOKEN_COOKIE),
    writeToken(token, expiresAt) {
      const expires = expiryOf(expiresAt);
      Cookies.set(TOKEN_COOKIE, token, { ...attributes, ...(expires ? { expires } : {}) });
    },
    removeToken: () => Cookies.remove(TOKEN_COOKIE, attributes),
    readVenue: () => read(VENUE_COOKIE),
    writeVenue: (venueSlug) => Cookies.set(VENUE_COOKIE, venueSlug, { ...attributes, expires: VENUE_COOKIE_DAYS }),
    removeVenue: () => Cookies.remove(VENUE_COOKIE, attributes),
  };
}
