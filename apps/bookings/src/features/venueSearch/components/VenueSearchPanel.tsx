import { useNavigate } from 'react-router-dom';
import type { Venue } from '@leisure/api-contract/browser';
import { venueAddress, VenueSearch, type ResultCardOptions } from '@leisure/venue-search';
import { useRememberedVenue } from '../hooks/useRememberedVenue.ts';

const venueCard: ResultCardOptions<Venue> = {
  details: (venue) => <address>{venueAddress(venue)}</address>,
  actionText: 'Choose venue',
  actionName: (venue) => `Choose venue, ${venue.name}`,
};

export interface VenueSearchPanelProps {
  /** Every bookable venue (contract.site.listVenues); undefined while they load. */
  venues: Venue[] | undefined;
}

/**
 * The bookings home's venue search (docs/product/platform.md §2 and §5): by town, postcode or venue name in Great
 * Britain, within 5 miles by default, nearest first, on the map or in the list. Choosing a venue remembers it in
 * the venue cookie (/redirect-to-selected-venue comes back to it) and opens its page.
 */
export function VenueSearchPanel({ venues }: VenueSearchPanelProps) {
  const navigate = useNavigate();
  const { rememberVenue } = useRememberedVenue();
  return (
    <VenueSearch
      venues={venues ?? []}
      loading={!venues}
      card={venueCard}
      onSelectVenue={(venue) => {
        rememberVenue(venue.slug);
        void navigate(`/location/${venue.slug}`);
      }}
    />
  );
}
