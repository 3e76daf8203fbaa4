import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { JoiningVenue } from '@leisure/api-contract/browser';
import { Spinner } from '@leisure/ui';
import { useCentreMapSearch } from '../hooks/useCentreMapSearch.ts';
import { useIsMobile } from '../hooks/useIsMobile.ts';
import { useNearViewport } from '../hooks/useNearViewport.ts';
import { defaultMapView } from '../map/mapView.ts';
import { CentreResults } from './CentreResults.tsx';
import { MapErrorBoundary } from './MapErrorBoundary.tsx';
import { MapPlaceholder } from './MapPlaceholder.tsx';
import { SearchControls } from './SearchControls.tsx';

// maplibre-gl and supercluster (about 450 KB gzip with the worker) load only when the map is shown.
const CentreMap = lazy(() => import('./CentreMap.tsx').then((module) => ({ default: module.CentreMap })));

const Layout = styled.div`
  display: grid;
  /* minmax(0, …): the swiper's long row of cards must scroll inside the column, not widen it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.m};

  ${({ theme }) => theme.media.desktopUp} {
    /* Wide screens: the results beside the map, scrolling within its height. */
    grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
    align-items: start;

    > section {
      max-height: 30rem;
      overflow-y: auto;
      padding: 0.25rem;
    }
  }
`;

const MapArea = styled.div`
  height: 30rem;

  ${({ theme }) => theme.media.belowTablet} {
    height: 22rem;
  }
  @media (max-width: 575.98px) {
    height: 18rem;
  }
`;

export interface CentreMapSearchProps {
  /** The centres selling memberships online (contract.site.listJoiningVenues). */
  centres: JoiningVenue[];
  /** Select and continue was pressed on a centre. */
  onSelectCentre: (centre: JoiningVenue) => void;
}

/**
 * Centre map search (docs/product/joining.md §2, §4): find a home centre by place, postcode, centre name or the user's location,
 * within a radius, on a clustered map and in a list sorted by distance (a swiper on phones).
 */
export function CentreMapSearch({ centres, onSelectCentre }: CentreMapSearchProps) {
  const isMobile = useIsMobile();
  // The first view depends on the width at the start; resizing later keeps the user's view.
  const [initialView] = useState(() => defaultMapView(isMobile));
  const search = useCentreMapSearch(centres, initialView);
  // The map (maplibre, the page's heaviest script) starts when it comes on screen: below a phone's first screen
  // it would otherwise run while the page first paints (decision 0904). Its area keeps its height meanwhile.
  const [mapAreaRef, mapWanted] = useNearViewport<HTMLDivElement>('0px');
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
      />
      <Layout>
        <MapArea ref={mapAreaRef}>
          <MapErrorBoundary
            fallback={<MapPlaceholder>The map could not be shown. Every centre is in the list.</MapPlaceholder>}
          >
            <Suspense fallback={mapLoading}>
              {!mapWanted ? (
                mapLoading
              ) : (
                <CentreMap
                  centres={search.located}
                  selectedCentreId={search.selection?.centreId ?? null}
                  userLocation={search.userLocation}
                  searchArea={
                    search.origin ? { center: search.origin.location, radiusMiles: search.radiusMiles } : null
                  }
                  initialView={initialView}
                  camera={search.camera}
                  onViewChange={search.setView}
                  onPinSelect={search.selectCentreFromPin}
                />
              )}
            </Suspense>
          </MapErrorBoundary>
        </MapArea>
        <CentreResults
          summary={search.summary}
          entries={search.entries}
          selection={search.selection}
          onSelectCentre={onSelectCentre}
          swiper={isMobile}
        />
      </Layout>
    </div>
  );
}
