/** One price row of a payment option (pence). Null venue: every venue; null ages: an open band. */
export interface PriceRow {
  venueId: number | null;
  minAge: number | null;
  maxAge: number | null;
  baseFee: number;
  joiningFee: number;
}

/** Who the price is for: a guest (standard price), or a user whose age may be unknown. */
export type PriceAudience = { kind: 'guest' } | { kind: 'user'; age: number | null };

export interface SelectedPrice {
  baseFee: number;
  joiningFee: number;
}

/** Rows for the venue when it has its own (e.g. London weighting), otherwise the everywhere rows. */
function rowsForVenue(rows: PriceRow[], venueId: number | null): PriceRow[] {
  const own = venueId === null ? [] : rows.filter((row) => row.venueId === venueId);
  return own.length > 0 ? own : rows.filter((row) => row.venueId === null);
}

const isStandard = (row: PriceRow) => row.minAge === null && row.maxAge === null;
const fits = (row: PriceRow, age: number) => (row.minAge ?? 0) <= age && age <= (row.maxAge ?? Infinity);

/** The headline price shown to everyone: the standard row, or the first band when there is none. */
export function standardPrice(rows: PriceRow[], venueId: number | null): SelectedPrice | null {
  const candidates = rowsForVenue(rows, venueId);
  const row = candidates.find(isStandard) ?? candidates[0];
  return row ? { baseFee: row.baseFee, joiningFee: row.joiningFee } : null;
}

/**
 * The price a buyer pays at a venue. Guests see the headline price (eligibility is checked once they log in).
 * A user gets the age band that fits them, else the standard price; with no fitting row there is no price for
 * them (hasPrices false). A user with no date of birth can only have the standard price.
 */
export function priceFor(rows: PriceRow[], venueId: number | null, audience: PriceAudience): SelectedPrice | null {
  if (audience.kind === 'guest') return standardPrice(rows, venueId);
  const candidates = rowsForVenue(rows, venueId);
  const age = audience.age;
  const banded = age === null ? undefined : candidates.find((row) => !isStandard(row) && fits(row, age));
  const row = banded ?? candidates.find(isStandard);
  return row ? { baseFee: row.baseFee, joiningFee: row.joiningFee } : null;
}
