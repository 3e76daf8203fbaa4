import type { FoundAddress } from '@leisure/api-contract';
import { nearestTown, outcodeCentroids } from '../geocoding/index.ts';
import { streetNames } from './streetNames.ts';

/**
 * The demo postcodes, as a PAF lookup would answer them: the ones the demo customers, the tests and the guides type
 * (docs/decisions/0022-postcode-address-finder.md).
 */
const demoStreets: Record<string, { street: string; town: string; count: number; building?: string }> = {
  // A block of flats: each address has two lines.
  'LS1 4AP': { street: '20 Albion Street', building: 'Albion House', town: 'Leeds', count: 12 },
  'LS1 4LW': { street: 'Canal Street', town: 'Leeds', count: 30 },
  'LS11 5PW': { street: 'Canal Wharf', town: 'Leeds', count: 24 },
  'M13 9PL': { street: 'Oxford Road', town: 'Manchester', count: 18 },
  'SW1A 1AA': { street: 'The Mall', town: 'London', count: 3 },
};

/** Post towns of the London postcode areas: PAF names London, not the district's nearest town. */
const londonAreas = new Set(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC']);

/** FNV-1a: the same postcode gives the same street and number of addresses on every run and machine. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

function streetFor(postcode: string, outcode: string) {
  const demo = demoStreets[postcode];
  if (demo) return demo;
  const centroid = outcodeCentroids().get(outcode);
  if (!centroid) return undefined;
  const area = /^[A-Z]+/.exec(outcode)![0];
  const seed = hash(postcode);
  return {
    street: streetNames[seed % streetNames.length]!,
    town: londonAreas.has(area) ? 'London' : nearestTown(centroid).name,
    // "1–30 <street>": between 8 and 30 addresses.
    count: 8 + ((seed >>> 8) % 23),
  };
}

/**
 * The addresses at a normalised postcode, in delivery order: the demo postcodes' own, generated ones for any other
 * postcode in a district the outcode table knows, and none for a postcode elsewhere (a real postcode the finder has
 * nothing for, which the form answers with "enter it by hand").
 */
export function addressesAtPostcode(postcode: string): FoundAddress[] {
  const outcode = postcode.split(' ')[0]!;
  const found = streetFor(postcode, outcode);
  if (!found) return [];
  const compact = postcode.replace(' ', '');
  return Array.from({ length: found.count }, (_, index) => {
    const number = index + 1;
    const building = 'building' in found ? found.building : undefined;
    return {
      id: `${compact}-${number}`,
      addressLine1: building ? `Flat ${number}, ${building}` : `${number} ${found.street}`,
      addressLine2: building ? found.street : null,
      town: found.town,
      postcode,
    };
  });
}
