import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Venue } from '@leisure/api-contract';
import { Button, Spinner } from '@leisure/ui';

// The venue search's map, reused as is with one pin (docs/decisions/0020-imagery-from-the-api.md). maplibre is
// ~275 KB gzip and the address is already above it, so it loads when asked for, at every width: loading it with the
// page slowed the timetable below it (decision 0020; on phones the search's map does the same, decision 0347).
const VenueMap = lazy(() => import('@leisure/venue-search/map').then((module) => ({ default: module.VenueMap })));

/** Town level: the streets around the venue with a hosted style, the region with the sandbox's outline map. */
const VENUE_ZOOM = 11;

const Box = styled.div`
  position: relative;
  height: 14rem;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colours.surface};
`;

const Ask = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  align-items: center;
  justify-content: center;
  height: 100%;
  padding: ${({ theme }) => theme.spacing.m};
  text-align: center;
`;

/** Without the map's code (a lost connection), the address above says where the venue is. */
class MapFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Ask>The map could not be shown.</Ask> : this.props.children;
  }
}

const nothing = () => undefined;

/** A small map with the venue's pin; nothing for a venue without usable coordinates (an online studio). */
export function VenueLocationMap({ venue }: { venue: Venue }) {
  const [asked, setAsked] = useState(false);
  if (venue.lat === null || venue.lng === null) return null;
  const location = { lat: venue.lat, lng: venue.lng };
  return (
    <Box>
      {asked ? (
        <MapFailed>
          <Suspense fallback={<Ask>{<Spinner label="Loading map" size="2rem" />}</Ask>}>
            <VenueMap
              venues={[{ venue, location }]}
              selectedVenueId={venue.id}
              userLocation={null}
              searchArea={null}
              initialView={{ center: location, zoom: VENUE_ZOOM }}
              camera={null}
              onViewChange={nothing}
              onPinSelect={nothing}
              wording={{ one: 'venue', many: venue.name }}
            />
          </Suspense>
        </MapFailed>
      ) : (
        <Ask>
          <span>See where {venue.name} is on a map.</span>
          <Button type="button" variant="secondary" onClick={() => setAsked(true)}>
            Show map
          </Button>
        </Ask>
      )}
    </Box>
  );
}
