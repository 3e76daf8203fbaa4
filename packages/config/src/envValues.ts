import { z } from 'zod';

// Building blocks for environment variables. Every value arrives as a string (or not at all), so each block
// parses the string form and says in plain words what it expected.

/** "true" or "false", nothing looser: a typo in a feature flag must not silently switch a feature off. */
export const flag = (byDefault: boolean) =>
  z
    .enum(['true', 'false'], { error: 'must be "true" or "false"' })
    .transform((value) => value === 'true')
    .default(byDefault);

/** A whole number of milliseconds within bounds. */
export const milliseconds = (byDefault: number, { min = 0, max = 3_600_000 }: { min?: number; max?: number } = {}) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min} ms`).max(max, `must be at most ${max} ms`))
    .default(byDefault);

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
export const httpUrl = () =>
  z.string().refine(isHttpUrl, 'must be an absolute http(s) URL').transform(withoutTrailingSlash);

/** An absolute http(s) URL, or a same-origin path such as "/api" (a reverse proxy in front of the API). */
export const httpUrlOrPath = () =>
  z
    .string()
    .refine(
      (value) => (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value),
      'must be an absolute http(s) URL or a path starting with "/"',
    )
    .transform((value) => withoutTrailingSlash(value) || '/');

/** One DNS label, as used for a front end's sub-domain ("my-account"). */
export const hostLabel = (byDefault: string) =>
  z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(
      z
        .string()
        .regex(
          /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
          'must be one sub-domain label: letters, digits and inner hyphens',
        ),
    )
    .default(byDefault);

/**
 * A parent domain for cookies shared by the sub-domains. Browsers drop a cookie whose Domain is a single label
 * ("localhost"), so at least two labels are required.
 */
export const cookieDomain = (byDefault: string) =>
  z
    .string()
    .transform((value) => value.toLowerCase().replace(/^\./, ''))
    .pipe(
      z
        .string()
        .regex(
          /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
          'must be a domain of at least two labels, e.g. leisure.localhost',
        ),
    )
    .default(byDefault);
