import type { JoiningVenue } from '@leisure/api-contract/browser';
import { venueAddress, VenueSearch, type ResultCardOptions, type VenueWording } from '@leisure/venue-search';

/** Joining calls its venues centres (docs/product/joining.md §2): "6 centres", "Search town, postcode or centre name". */
const centreWords: VenueWording = { one: 'centre', many: 'centres' };

const centreCard: ResultCardOptions<JoiningVenue> = {
  details: (centre) => <address>{venueAddress(centre)}</address>,
  actionText: 'Select and continue',
  actionName: (centre) => `Select and continue with ${centre.name}`,
};

export interface CentreMapSearchProps {
  /** The centres selling memberships online (contract.site.listJoiningVenues). */
  centres: JoiningVenue[];
  /** Select and continue was pressed on a centre. */
  onSelectCentre: (centre: JoiningVenue) => void;
}

/**
 * Choosing a home centre on the map search of @leisure/venue-search (docs/product/joining.md §2, §4): each result
 * shows its address and Select and continue.
 */
export function CentreMapSearch({ centres, onSelectCentre }: CentreMapSearchProps) {
  return <VenueSearch venues={centres} onSelectVenue={onSelectCentre} card={centreCard} wording={centreWords} />;
}
