// '@leisure/form-kit/addressFinder': "Find address" for the registration and billing address forms
// (docs/decisions/0022-postcode-address-finder.md). Its own entry, so a form that shows it loads it with itself.
export { AddressFinder, type AddressFinderProps } from './AddressFinder.tsx';
export { addressFinderMessages, addressSummary, resultsAnnouncement, type FoundAddress } from './foundAddress.ts';
