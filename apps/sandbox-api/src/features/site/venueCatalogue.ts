import { besideModule, readCsvRows } from '../../kernel/dataFiles.ts';

/** A venue of the seeded network, as data/venues.csv lists it. */
export interface VenueSeed {
  slug: string;
  name: string;
  placeType: PlaceType;
  address1: string;
  address2: string | null;
  town: string;
  postcode: string;
  lat: number | null;
  lng: number | null;
  phone: string;
  theme: ThemeKey;
  onlineJoining: boolean;
  canDisplayIneligibleMemberships: boolean;
  ddProviderNeedsBillingAddress: boolean;
}

const placeTypes = ['Leisure centre', 'Gym', 'Swimming pool', 'Sports centre', 'Online'] as const;
type PlaceType = (typeof placeTypes)[number];

const themeKeys = ['brightwater', 'manchester', 'westcountry', 'capital'] as const;
export type ThemeKey = (typeof themeKeys)[number];

const columns = [
  'slug',
  'name',
  'place_type',
  'address1',
  'address2',
  'town',
  'postcode',
  'lat',
  'lng',
  'phone',
  'theme',
  'online_joining',
  'can_display_ineligible_memberships',
  'dd_provider_needs_billing_address',
] as const;
/** A row of the file: one cell a column, in the order of `columns`. */
type Cells<T extends readonly string[]> = { -readonly [K in keyof T]: string };
type VenueCells = Cells<typeof columns>;

const catalogueFile = besideModule(import.meta.url, 'data/venues.csv');

/** One of `allowed`, or a loud failure naming the venue: the compiler does not check the file. */
function oneOf<T extends string>(allowed: readonly T[], value: string, what: string, slug: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`venues.csv: ${slug} has an unknown ${what}`);
  return value as T;
}

const orNull = (cell: string) => (cell === '' ? null : cell);
const numberOrNull = (cell: string) => (cell === '' ? null : Number(cell));
const yes = (cell: string) => cell === 'yes';

function toVenueSeed(cells: string[]): VenueSeed {
  if (cells.length !== columns.length) throw new Error(`venues.csv: ${cells[0]} has ${cells.length} cells`);
  const [slug, name, placeType, address1, address2, town, postcode, lat, lng, phone, theme, ...flags] =
    cells as VenueCells;
  const [onlineJoining, canDisplayIneligibleMemberships, ddProviderNeedsBillingAddress] = flags;
  return {
    slug,
    name,
    placeType: oneOf(placeTypes, placeType, 'place type', slug),
    address1,
    address2: orNull(address2),
    town,
    postcode,
    lat: numberOrNull(lat),
    lng: numberOrNull(lng),
    phone,
    theme: oneOf(themeKeys, theme, 'theme', slug),
    onlineJoining: yes(onlineJoining),
    canDisplayIneligibleMemberships: yes(canDisplayIneligibleMemberships),
    ddProviderNeedsBillingAddress: yes(ddProviderNeedsBillingAddress),
  };
}

function readVenueCatalogue(): VenueSeed[] {
  const [header, ...rows] = readCsvRows(catalogueFile);
  if (header?.join(',') !== columns.join(',')) throw new Error(`venues.csv: the header must be ${columns.join(',')}`);
  return rows.map(toVenueSeed);
}

/**
 * The seeded venue network of Brightwater Leisure (data/venues.csv): real GB towns and coordinates, clustered so
 * that map clustering has something to do; addresses are plausible, not real premises.
 */
export const venueCatalogue: VenueSeed[] = readVenueCatalogue();
