/** An address the finder found (GET addresses, docs/decisions/0022-postcode-address-finder.md). */
export interface FoundAddress {
  id: string;
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  postcode: string;
}

/** One line for the list of results: "Flat 1, Albion House, 20 Albion Street, Leeds". */
export const addressSummary = (address: FoundAddress): string =>
  [address.addressLine1, address.addressLine2, address.town].filter(Boolean).join(', ');

/** What the finder's results say, for the live region beside them. */
export function resultsAnnouncement(count: number, postcode: string): string {
  if (count === 0) return `We could not find any addresses for ${postcode}. Enter the address manually.`;
  return `${count === 1 ? '1 address' : `${count} addresses`} found for ${postcode}. Choose yours from the list.`;
}

export const addressFinderMessages = {
  noPostcode: 'Enter a postcode, like LS1 4AP',
  unavailable: 'We could not look up addresses just now. Enter the address manually, or try again.',
} as const;
