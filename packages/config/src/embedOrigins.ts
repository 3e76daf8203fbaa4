// Who may show the product inside their own page (docs/decisions/0640): one operator setting, VITE_EMBED_ORIGINS,
// read here by the build (the origins the page tells its height to) and by deploy/nginx/render.ts (the
// Content-Security-Policy's frame-ancestors). No imports to run, so Node loads it as it is. Kept small: it is in
// every front end's first load (docs/decisions/0903).
import type { Reader } from './envValues.ts';

export const EMBED_ORIGINS_VARIABLE = 'VITE_EMBED_ORIGINS';

/**
 * An exact origin, as a browser spells it in `event.origin` and `location.ancestorOrigins`: http(s), a host, a
 * port only when it is not the scheme's default, nothing after. Anything looser (a wildcard, a path, a trailing
 * slash, capitals, `'self'`) is refused rather than guessed at: a wrong entry must never widen who may frame us.
 */
export function isExactOrigin(entry: string): boolean {
  try {
    return /^https?:\/\/[a-z0-9.-]+(?::\d+)?$/.test(entry) && new URL(entry).origin === entry;
  } catch {
    return false;
  }
}

/** The list's entries (spaces or commas between them), and those that are not exact origins. */
export function splitEmbedOrigins(text: string): { origins: string[]; refused: string[] } {
  const origins = text.split(/[\s,]+/).filter(Boolean);
  return { origins, refused: origins.filter((entry) => !isExactOrigin(entry)) };
}

/** What is wrong with the refused entries, as the build and the nginx renderer both say it. */
export const embedOriginsProblem = (refused: readonly string[]): string | undefined =>
  refused.length
    ? `must list exact origins (scheme://host[:port], no path or trailing slash), separated by spaces or commas: "${refused.join('", "')}" ${refused.length > 1 ? 'are not' : 'is not one'}`
    : undefined;

/** VITE_EMBED_ORIGINS: empty by default, so nothing may frame the product. */
export const embedOrigins =
  (): Reader<readonly string[]> =>
  (raw = '') => {
    const { origins, refused } = splitEmbedOrigins(raw);
    return refused.length
      ? { ok: false, problem: embedOriginsProblem(refused)!, value: origins }
      : { ok: true, value: origins };
  };

/** The list as a built page reads it: already checked by the build, split only. */
export const originList =
  (): Reader<readonly string[]> =>
  (raw = '') => ({ ok: true, value: raw.split(/[\s,]+/).filter(Boolean) });
