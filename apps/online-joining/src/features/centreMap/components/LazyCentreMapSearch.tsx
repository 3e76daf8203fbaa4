import type { ReactNode } from 'react';
import type { JoiningVenue } from '@leisure/api-contract/browser';
import { Spinner } from '@leisure/ui';
import { LazyVenueSearch, venueAddress, type ResultCardOptions, type VenueWording } from '@leisure/venue-search';

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
  /** Shown while the search loads (the joining page's holds the search's height: decision 0904). */
  fallback?: ReactNode;
}

/**
 * Choosing a home centre on the map search of @leisure/venue-search (docs/product/joining.md §2, §4): each result
 * shows its address and Select and continue. The search and its map load lazily (decisions 0903, 0904).
 */
export function LazyCentreMapSearch({ centres, onSelectCentre, fallback }: CentreMapSearchProps) {
  return (
    <LazyVenueSearch
      venues={centres}
      onSelectVenue={onSelectCentre}
      card={centreCard}
      wording={centreWords}
      fallback={fallback ?? <Spinner label="Loading the centre search" size="2rem" />}
    />
  );
}
