import type { LocatedVenue } from '../geo/venueLocations.ts';
import type { SearchableVenue } from '../searchableVenue.ts';

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

/**
 * docs/product/joining.md §4: a search text that names a venue (case-insensitive, contained in its name) flies to that venue
 * instead of asking the geocoder. An exact name wins over a name starting with the text, which wins over one
 * merely containing it; otherwise the first in the given order.
 */
export function findVenueByName<V extends SearchableVenue>(
  venues: readonly LocatedVenue<V>[],
  searchText: string,
): LocatedVenue<V> | undefined {
  const wanted = normalise(searchText);
  if (!wanted) return undefined;
  const names = venues.map((entry) => ({ entry, name: normalise(entry.venue.name) }));
  return (
    names.find(({ name }) => name === wanted) ??
    names.find(({ name }) => name.startsWith(wanted)) ??
    names.find(({ name }) => name.includes(wanted))
  )?.entry;
}
