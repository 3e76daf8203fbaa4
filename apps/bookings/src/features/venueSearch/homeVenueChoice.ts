import type { SessionFlags } from '@leisure/app-store';

/** What the bookings home does for this visitor (docs/decisions/0021-map-places-and-tile-style.md). */
export type HomeVenueChoice = { kind: 'finder' } | { kind: 'deciding' } | { kind: 'venue'; slug: string };

export interface HomeVenueFacts {
  flags: Pick<SessionFlags, 'kiosk' | 'embedded'>;
  loggedIn: boolean;
  /** The session's user is still on its way. */
  userLoading: boolean;
  /** Staff at the desk serve customers of every venue (docs/decisions/0610): they keep the finder. */
  isStaff: boolean;
  homeVenueSlug: string | null;
  /** The venues bookings are made at; undefined while they load. */
  venueSlugs: readonly string[] | undefined;
}

/**
 * A logged-in customer whose home venue takes bookings goes to that venue's page; everyone else finds a venue.
 * Embedded and kiosk modes keep the finder: the operator's page or the kiosk says which venue (docs/product/modes.md).
 * A home venue that bookings does not list (a joining-only centre) is not followed; staff keep the finder.
 */
export function homeVenueChoice({
  flags,
  loggedIn,
  userLoading,
  isStaff,
  homeVenueSlug,
  venueSlugs,
}: HomeVenueFacts): HomeVenueChoice {
  if (flags.kiosk || flags.embedded || !loggedIn) return { kind: 'finder' };
  if (userLoading) return { kind: 'deciding' };
  if (isStaff || !homeVenueSlug) return { kind: 'finder' };
  if (!venueSlugs) return { kind: 'deciding' };
  return venueSlugs.includes(homeVenueSlug) ? { kind: 'venue', slug: homeVenueSlug } : { kind: 'finder' };
}
