// Slugs without zod, so that front ends can check one from a URL without loading the schemas (common.ts builds
// the `slug` schema from the same rule).

/** Lower-case letters and digits in words joined by single hyphens: `leeds-central`. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMaxLength = 120;
export const slugMessage = 'Must be a lower-case slug';

/** Whether `value` is a well-formed slug (what the `slug` schema accepts). */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= slugMaxLength && slugPattern.test(value);
}
