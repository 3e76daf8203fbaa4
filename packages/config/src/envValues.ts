// Building blocks for environment variables. Every value arrives as a string (or not at all), so each block
// reads the string form and says in plain words what it expected. Hand-written rather than zod: this module runs
// in every front end's first load, where a validation library would cost more than the whole configuration.

/**
 * What reading one variable gives: its value, or the problem with it. A wrong value still carries what could be
 * read of it (a lower-cased label, a number out of bounds), so the checks across variables can run too and one
 * start-up shows every problem at once.
 */
export type Reading<T> = { ok: true; value: T } | { ok: false; problem: string; value: unknown };

/** Reads one variable: `undefined` when it is not set (parseConfig drops empty and blank values first). */
export type Reader<T> = (text: string | undefined) => Reading<T>;

/** Checks a value that is set. */
export type Check<T> = (text: string) => Reading<T>;

const accept = <T>(value: T): Reading<T> => ({ ok: true, value });
const reject = (problem: string, value: unknown): Reading<never> => ({ ok: false, problem, value });

/** The default when the variable is not set (taken as it is), otherwise what `check` makes of it. */
export const withDefault =
  <T>(byDefault: T, check: Check<T>): Reader<T> =>
  (raw) =>
    raw === undefined ? accept(byDefault) : check(raw);

/** Undefined when the variable is not set, otherwise what `check` makes of it. */
export const optional =
  <T>(check: Check<T>): Reader<T | undefined> =>
  (raw) =>
    raw === undefined ? accept(undefined) : check(raw);

/** Any text, as given. */
export const text = (byDefault: string): Reader<string> => withDefault(byDefault, accept);

/** Text that must match a pattern. */
export const matching = (byDefault: string, pattern: RegExp, problem: string): Reader<string> =>
  withDefault(byDefault, (value) => (pattern.test(value) ? accept(value) : reject(problem, value)));

/** Text without surrounding spaces, within a length. */
export const boundedText = (byDefault: string, { max }: { max: number }): Reader<string> =>
  withDefault(byDefault, (raw) => {
    const value = raw.trim();
    if (value.length < 1) return reject('must not be empty', value);
    if (value.length > max) return reject(`must be at most ${max} characters`, value);
    return accept(value);
  });

/** One of a few words, spelled exactly. */
export const oneOf = <const T extends string>(byDefault: T, words: readonly T[], problem: string): Reader<T> =>
  withDefault(byDefault, (value) =>
    (words as readonly string[]).includes(value) ? accept(value as T) : reject(problem, value),
  );

/** "true" or "false", nothing looser: a typo in a feature flag must not silently switch a feature off. */
export const flag = (byDefault: boolean): Reader<boolean> =>
  withDefault(byDefault, (value) =>
    value === 'true' || value === 'false' ? accept(value === 'true') : reject('must be "true" or "false"', value),
  );

/** A whole number of milliseconds within bounds. */
export const milliseconds = (
  byDefault: number,
  { min = 0, max = 3_600_000 }: { min?: number; max?: number } = {},
): Reader<number> =>
  withDefault(byDefault, (value) => {
    if (!/^\d+$/.test(value)) return reject('must be a whole number of milliseconds', value);
    const ms = Number(value);
    if (ms < min) return reject(`must be at least ${min} ms`, ms);
    if (ms > max) return reject(`must be at most ${max} ms`, ms);
    return accept(ms);
  });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/** An absolute http(s) URL, kept without a trailing slash so paths can be appended. */
export const httpUrl = (): Check<string> => (value) =>
  isHttpUrl(value) ? accept(withoutTrailingSlash(value)) : reject('must be an absolute http(s) URL', value);

/** An absolute http(s) URL, or a same-origin path such as "/api" (a reverse proxy in front of the API). */
export const httpUrlOrPath = (): Check<string> => (value) =>
  (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value)
    ? accept(withoutTrailingSlash(value) || '/')
    : reject('must be an absolute http(s) URL or a path starting with "/"', value);

const oneLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const twoOrMoreLabels = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** One DNS label, as used for a front end's sub-domain ("my-account"). */
export const hostLabel = (byDefault: string): Reader<string> =>
  withDefault(byDefault, (raw) => {
    const value = raw.toLowerCase();
    return oneLabel.test(value)
      ? accept(value)
      : reject('must be one sub-domain label: letters, digits and inner hyphens', value);
  });

/**
 * A parent domain for cookies shared by the sub-domains. Browsers drop a cookie whose Domain is a single label
 * ("localhost"), so at least two labels are required.
 */
export const cookieDomain = (byDefault: string): Reader<string> =>
  withDefault(byDefault, (raw) => {
    const value = raw.toLowerCase().replace(/^\./, '');
    return twoOrMoreLabels.test(value)
      ? accept(value)
      : reject('must be a domain of at least two labels, e.g. leisure.localhost', value);
  });
