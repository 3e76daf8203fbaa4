/**
 * How a front end names its venues in the search's texts: online joining says "centre" (docs/product/joining.md
 * §2), bookings "venue". Every label, header and message naming them is made from this.
 */
export interface VenueWording {
  one: string;
  many: string;
}

export const venueWords: VenueWording = { one: 'venue', many: 'venues' };

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('en-GB') + text.slice(1);

/** The results list's and the search form's accessible name: "Centres", "Venues". */
export const listLabel = (wording: VenueWording) => capitalised(wording.many);
export const searchBoxLabel = (wording: VenueWording) => `Search town, postcode or ${wording.one} name`;
export const enterSearchTermMessage = (wording: VenueWording) => `Enter a town, postcode or ${wording.one} name`;
export const loadingMessage = (wording: VenueWording) => `Loading ${wording.many}`;
export const mapLabel = (wording: VenueWording) => `Map of ${wording.many}`;
export const mapOnRequestMessage = (wording: VenueWording) =>
  `The map shows the same ${wording.many} as the list below.`;
export const mapMissingMessage = (wording: VenueWording) =>
  `The map could not be shown. Every ${wording.one} is in the list.`;
