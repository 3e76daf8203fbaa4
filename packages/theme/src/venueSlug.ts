import { isSlug } from '@leisure/api-contract/browser';

/** The path prefixes whose second segment names a venue (docs/product/platform.md §2: /centre/{slug} and /location/{slug}). */
const VENUE_SECTIONS = new Set(['centre', 'location']);

/**
 * The venue slug a path names, or null: `/centre/leeds-central/...` and `/location/leeds-central` give
 * `leeds-central`. Letter case is ignored; anything that is not a well-formed slug gives null, so nothing from the
 * address bar reaches an API query unchecked.
 */
export function venueSlugFromPath(pathname: string): string | null {
  const [section, segment] = pathname.split('/').filter(Boolean);
  if (!section || !segment || !VENUE_SECTIONS.has(section.toLowerCase())) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
  return isSlug(decoded) ? decoded : null;
}
