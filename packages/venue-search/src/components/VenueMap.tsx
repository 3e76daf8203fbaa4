import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { circleRing } from '../geo/distance.ts';
import { VenueMarkers } from '../map/venueMarkers.ts';
import type { VenueMapProps } from '../map/venueMapProps.ts';
import { CLUSTER_CLASS, createUserLocationElement, PIN_CLASS, USER_LOCATION_CLASS } from '../map/markerElements.ts';
import { mapStyleUrl } from '../map/mapView.ts';
import { withSourcesResolved } from '../map/styleSourceUrls.ts';
import { MapPlaceholder } from './MapPlaceholder.tsx';
import { mapLabel, mapMissingMessage } from '../venueWording.ts';

// Bundled, maplibre would look for its worker next to its own module, which a build renames: point it at the file.
maplibregl.setWorkerUrl(workerUrl);

const SEARCH_AREA = 'search-area';

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colours.border};

  .${PIN_CLASS}, .${CLUSTER_CLASS} {
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 0;
    border: 3px solid #fff;
    border-radius: 50%;
    box-shadow: 0 1px 4px rgb(0 0 0 / 45%);
    cursor: pointer;
  }
  .${PIN_CLASS} {
    width: 28px;
    height: 28px;
    background: ${({ theme }) => theme.colours.primary};
  }
  .${PIN_CLASS} span {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colours.onPrimary};
  }
  .${PIN_CLASS}[aria-current='true'] {
    z-index: 2;
    width: 36px;
    height: 36px;
    background: ${({ theme }) => theme.colours.secondary};
  }
  .${PIN_CLASS}[aria-current='true'] span {
    background: ${({ theme }) => theme.colours.onSecondary};
  }
  .${CLUSTER_CLASS} {
    z-index: 1;
    min-width: 40px;
    height: 40px;
    background: ${({ theme }) => theme.colours.secondary};
    color: ${({ theme }) => theme.colours.onSecondary};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.9375rem;
    font-weight: 700;
  }
  .${PIN_CLASS}:focus-visible, .${CLUSTER_CLASS}:focus-visible {
    z-index: 3;
    outline: 3px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
  .${USER_LOCATION_CLASS} {
    width: 18px;
    height: 18px;
    border: 3px solid #fff;
    border-radius: 50%;
    background: #1a5fb4;
    box-shadow: 0 0 0 6px rgb(26 95 180 / 25%);
  }
`;

const emptyArea = { type: 'FeatureCollection' as const, features: [] };

function areaData(searchArea: VenueMapProps['searchArea']) {
  if (!searchArea) return emptyArea;
  return {
    type: 'FeatureCollection' as const,
    features: [
      {
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'Polygon' as const, coordinates: [circleRing(searchArea.center, searchArea.radiusMiles)] },
      },
    ],
  };
}

/**
 * The map of the venue search (maplibre-gl): clustered pins, the searched circle and the user's position. The
 * canvas is hidden from assistive technology: the pins are named buttons and the results list has every venue.
 */
export function VenueMap(props: VenueMapProps) {
  const { venues, selectedVenueId, userLocation, searchArea, initialView, camera, wording } = props;
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [styleReady, setStyleReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const markers = useRef<VenueMarkers | null>(null);
  // The latest callbacks, read by map events registered once.
  const callbacks = useRef({ onViewChange: props.onViewChange, onPinSelect: props.onPinSelect });
  useEffect(() => {
    callbacks.current = { onViewChange: props.onViewChange, onPinSelect: props.onPinSelect };
  });
  // The map is made once, from the first render's view and wording: later changes reach it through the effects below.
  const first = useRef({ initialView, wording });

  useEffect(() => {
    if (!container.current) return;
    const { initialView: view, wording: firstWording } = first.current;
    let created: maplibregl.Map;
    const styleUrl = mapStyleUrl();
    try {
      created = new maplibregl.Map({
        container: container.current,
        style: styleUrl,
        // The style's place names are a file beside it (decision 0021); its letters are drawn here, not fetched.
        transformStyle: (_previous, next) => withSourcesResolved(next, styleUrl),
        center: [view.center.lng, view.center.lat],
        zoom: view.zoom,
        // Panning and zooming stay; rotating and tilting a venue map only disorients.
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        // The canvas is not focusable (below), so its keyboard shortcuts could never be used.
        keyboard: false,
        attributionControl: { compact: true },
      });
    } catch {
      // No WebGL (an old device or a locked-down browser).
      setFailed(true);
      return;
    }
    created.touchZoomRotate.disableRotation();
    created.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    const canvas = created.getCanvas();
    canvas.setAttribute('aria-hidden', 'true');
    canvas.setAttribute('tabindex', '-1');
    created.on('moveend', () => {
      const center = created.getCenter();
      callbacks.current.onViewChange({ center: { lng: center.lng, lat: center.lat }, zoom: created.getZoom() });
    });
    created.on('load', () => {
      created.addSource(SEARCH_AREA, { type: 'geojson', data: emptyArea });
      created.addLayer({
        id: `${SEARCH_AREA}-fill`,
        type: 'fill',
        source: SEARCH_AREA,
        paint: { 'fill-color': '#3E2DAC', 'fill-opacity': 0.08 },
      });
      created.addLayer({
        id: `${SEARCH_AREA}-line`,
        type: 'line',
        source: SEARCH_AREA,
        paint: { 'line-color': '#3E2DAC', 'line-width': 2, 'line-dasharray': [2, 2] },
      });
      setStyleReady(true);
    });
    markers.current = new VenueMarkers(created, firstWording, (venueId) => callbacks.current.onPinSelect(venueId));
    setMap(created);
    return () => {
      markers.current?.destroy();
      markers.current = null;
      created.remove();
    };
  }, []);

  useEffect(() => {
    if (map) markers.current?.setVenues(venues);
  }, [map, venues]);

  useEffect(() => {
    markers.current?.setSelected(selectedVenueId);
  }, [map, selectedVenueId]);

  useEffect(() => {
    if (!map || !userLocation) return;
    const marker = new maplibregl.Marker({ element: createUserLocationElement() })
      .setLngLat([userLocation.lng, userLocation.lat])
      .addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, userLocation]);

  useEffect(() => {
    if (!map || !styleReady) return;
    map.getSource<maplibregl.GeoJSONSource>(SEARCH_AREA)?.setData(areaData(searchArea));
  }, [map, styleReady, searchArea]);

  useEffect(() => {
    if (!map || !camera) return;
    // Without `essential`, maplibre jumps instead of flying when the user prefers reduced motion.
    if (camera.kind === 'fly') {
      map.flyTo({ center: [camera.center.lng, camera.center.lat], zoom: camera.zoom, duration: camera.durationMs });
    } else {
      map.fitBounds(camera.bounds, { padding: 32, duration: camera.durationMs, maxZoom: 14 });
    }
  }, [map, camera]);

  if (failed) return <MapPlaceholder>{mapMissingMessage(wording)}</MapPlaceholder>;
  return (
    <Frame>
      <div ref={container} role="group" aria-label={mapLabel(wording)} style={{ width: '100%', height: '100%' }} />
    </Frame>
  );
}
