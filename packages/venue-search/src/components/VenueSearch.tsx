import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner, withAside } from '@leisure/ui';
import { useVenueSearch } from '../hooks/useVenueSearch.ts';
import { useIsMobile } from '../hooks/useIsMobile.ts';
import { useNearViewport } from '../hooks/useNearViewport.ts';
import { defaultMapView } from '../map/mapView.ts';
import { VenueResults } from './VenueResults.tsx';
import { MapErrorBoundary } from './MapErrorBoundary.tsx';
import { MapPlaceholder } from './MapPlaceholder.tsx';
import type { ResultCardOptions } from './ResultCard.tsx';
import { SearchControls } from './SearchControls.tsx';
import type { SearchableVenue } from '../searchableVenue.ts';
import {
  loadingMessage,
  mapMissingMessage,
  mapOnRequestMessage,
  venueWords,
  type VenueWording,
} from '../venueWording.ts';

// maplibre-gl and supercluster (about 450 KB gzip with the worker) load only when the map is shown.
const VenueMap = lazy(() => import('./VenueMap.tsx').then((module) => ({ default: module.VenueMap })));

const Layout = styled.div`
  ${withAside({ gap: 'm', aside: '2fr' })}

  ${({ theme }) => theme.media.desktopUp} {
    /* Wide screens: the results beside the map, scrolling within its height. */
    > section {
      max-height: 30rem;
      overflow-y: auto;
      padding: 0.25rem;
    }
  }
`;

const MapArea = styled.div<{ $asking: boolean }>`
  height: 30rem;

  ${({ theme }) => theme.media.belowTablet} {
    height: 22rem;
  }
  @media (max-width: 575.98px) {
    /* Asking for the map: a fixed height too, whether its text and button share a line or not (decision 0904). */
    height: ${({ $asking }) => ($asking ? '7.5rem' : '18rem')};
  }
`;

/* The text and the button each on a line of their own: the web font arriving does not rewrap them (decision 0904). */
const MapRequest = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
`;

export interface VenueSearchProps<V extends SearchableVenue> {
  /** The venues to search: the front end's own venue type. */
  venues: readonly V[];
  /** A result card's button was pressed. */
  onSelectVenue: (venue: V) => void;
  /** What a result card shows besides the name and distance, and its button. */
  card: ResultCardOptions<V>;
  /** How the texts name the venues; "venue" unless given. */
  wording?: VenueWording;
  /**
   * The venues are still on their way: the controls and the map's area are in place already, so nothing moves
   * when they arrive (decision 0904), and the result header says they are loading.
   */
  loading?: boolean;
}

/**
 * Venue map search (docs/product/platform.md §2 and §5, docs/product/joining.md §2 and §4): find a venue by place,
 * postcode, venue name or the user's location, within a radius, on a clustered map and in a list sorted by distance
 * (one card under another, on phones too: decision 0021). The list is the full alternative to the map (decision 0918).
 */
export function VenueSearch<V extends SearchableVenue>({
  venues,
  onSelectVenue,
  card,
  wording = venueWords,
  loading = false,
}: VenueSearchProps<V>) {
  const isMobile = useIsMobile();
  // The first view depends on the width at the start; resizing later keeps the user's view.
  const [initialView] = useState(() => defaultMapView(isMobile));
  const search = useVenueSearch(venues, initialView, wording);
  // The map (maplibre, the page's heaviest script) starts when it comes on screen: below a phone's first screen
  // it would otherwise run while the page first paints (decision 0904). Its area keeps its height meanwhile.
  const [mapAreaRef, mapWanted] = useNearViewport<HTMLDivElement>('0px');
  // On a phone the map is shown when asked for (docs/decisions/0347-map-on-request-on-phones.md): the list holds
  // every venue, and the map's script would otherwise run during a phone's first screen.
  const [mapAsked, setMapAsked] = useState(false);
  const asking = isMobile && !mapAsked;
  // Focus follows the pressed Show map button, which is gone, to the map's area.
  useEffect(() => {
    if (mapAsked) mapAreaRef.current?.focus();
  }, [mapAsked, mapAreaRef]);
  const mapLoading = (
    <MapPlaceholder>
      <Spinner label="Loading map" size="2rem" />
    </MapPlaceholder>
  );

  return (
    <div>
      <SearchControls
        searchTerm={search.searchTerm}
        onSearchTermChange={search.setSearchTerm}
        onSubmit={() => void search.submitSearch()}
        isGeocoding={search.isGeocoding}
        onUseMyLocation={() => void search.searchMyLocation()}
        isLocating={search.isLocating}
        radiusMiles={search.radiusMiles}
        onRadiusChange={search.changeRadius}
        onClear={search.clearSearch}
        canSearchThisArea={search.canSearchThisArea}
        onSearchThisArea={search.searchThisArea}
        problem={search.problem}
        wording={wording}
      />
      <Layout>
        <MapArea ref={mapAreaRef} $asking={asking} tabIndex={mapAsked ? -1 : undefined}>
          {asking ? (
            <MapPlaceholder>
              <MapRequest>
                <span>{mapOnRequestMessage(wording)}</span>
                <Button type="button" variant="secondary" onClick={() => setMapAsked(true)}>
                  Show map
                </Button>
              </MapRequest>
            </MapPlaceholder>
          ) : (
            <MapErrorBoundary fallback={<MapPlaceholder>{mapMissingMessage(wording)}</MapPlaceholder>}>
              <Suspense fallback={mapLoading}>
                {!mapWanted ? (
                  mapLoading
                ) : (
                  <VenueMap
                    venues={search.located}
                    selectedVenueId={search.selection?.venueId ?? null}
                    userLocation={search.userLocation}
                    searchArea={
                      search.origin ? { center: search.origin.location, radiusMiles: search.radiusMiles } : null
                    }
                    initialView={initialView}
                    camera={search.camera}
                    onViewChange={search.setView}
                    onPinSelect={search.selectVenueFromPin}
                    wording={wording}
                  />
                )}
              </Suspense>
            </MapErrorBoundary>
          )}
        </MapArea>
        <VenueResults
          summary={loading ? loadingMessage(wording) : search.summary}
          entries={search.entries}
          selection={search.selection}
          onSelectVenue={onSelectVenue}
          card={card}
          wording={wording}
        />
      </Layout>
    </div>
  );
}
