import type { LocatedCentre } from '../geo/centreLocations.ts';

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

/**
 * docs/product/joining.md §4: a search text that names a centre (case-insensitive, contained in its name) flies to that centre
 * instead of asking the geocoder. An exact name wins over a name starting with the text, which wins over one
 * merely containing it; otherwise the first in the given order.
 */
export function findCentreByName(centres: readonly LocatedCentre[], searchText: string): LocatedCentre | undefined {
  const wanted = normalise(searchText);
  if (!wanted) return undefined;
  const names = centres.map((entry) => ({ entry, name: normalise(entry.centre.name) }));
  return (
    names.find(({ name }) => name === wanted) ??
    names.find(({ name }) => name.startsWith(wanted)) ??
    names.find(({ name }) => name.includes(wanted))
  )?.entry;
}
