import * as maplibregl from 'maplibre-gl';
import Supercluster from 'supercluster';
import type { LocatedVenue } from '../geo/venueLocations.ts';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX, SHORT_MOVE_DURATION_MS } from '../venueSearchConstants.ts';
import type { VenueWording } from '../venueWording.ts';
import { createClusterElement, createPinElement, setPinSelected } from './markerElements.ts';

interface PinProperties {
  venueId: number;
  name: string;
}

type Points = Parameters<Supercluster<PinProperties>['load']>[0];

interface Shown {
  marker: maplibregl.Marker;
  /** The venues under this marker: one for a pin, several for a cluster. */
  venueIds: number[];
}

/**
 * The venues' pins as HTML markers, clustered with supercluster (radius 22 px, up to zoom 20) and redrawn for the
 * visible part of the map whenever it moves. Pressing a cluster zooms to where it splits. The markers are for
 * pointers only: keyboard and screen-reader users have the results list, which holds every venue (decision 0918).
 */
export class VenueMarkers {
  private index = new Supercluster<PinProperties>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  private shown = new Map<string, Shown>();
  private selectedVenueId: number | null = null;
  private readonly redraw = () => this.draw();

  private readonly map: maplibregl.Map;
  private readonly onPinSelect: (venueId: number) => void;
  private readonly wording: VenueWording;

  constructor(map: maplibregl.Map, wording: VenueWording, onPinSelect: (venueId: number) => void) {
    this.map = map;
    this.wording = wording;
    this.onPinSelect = onPinSelect;
    map.on('zoomend', this.redraw);
    map.on('moveend', this.redraw);
  }

  setVenues(venues: readonly LocatedVenue[]): void {
    const points: Points = venues.map(({ venue, location }) => ({
      type: 'Feature',
      properties: { venueId: venue.id, name: venue.name },
      geometry: { type: 'Point', coordinates: [location.lng, location.lat] },
    }));
    this.index = new Supercluster<PinProperties>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM }).load(points);
    this.clear();
    this.draw();
  }

  setSelected(venueId: number | null): void {
    this.selectedVenueId = venueId;
    for (const [key, { marker, venueIds }] of this.shown) {
      if (key.startsWith('pin-')) setPinSelected(marker.getElement(), venueIds[0] === venueId);
    }
  }

  destroy(): void {
    this.map.off('zoomend', this.redraw);
    this.map.off('moveend', this.redraw);
    this.clear();
  }

  private clear(): void {
    for (const { marker } of this.shown.values()) marker.remove();
    this.shown.clear();
  }

  private draw(): void {
    const bounds = this.map.getBounds();
    // A margin around the view, so pins just off the edge are there as soon as the map is dragged.
    const margin = Math.max(bounds.getEast() - bounds.getWest(), bounds.getNorth() - bounds.getSouth()) * 0.25;
    const bbox: [number, number, number, number] = [
      Math.max(-180, bounds.getWest() - margin),
      Math.max(-85, bounds.getSouth() - margin),
      Math.min(180, bounds.getEast() + margin),
      Math.min(85, bounds.getNorth() + margin),
    ];
    const features = this.index.getClusters(bbox, Math.floor(this.map.getZoom()));
    const wanted = new Set<string>();
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties;
      const key = 'cluster' in properties ? `cluster-${properties.cluster_id}` : `pin-${properties.venueId}`;
      wanted.add(key);
      if (this.shown.has(key)) continue;
      if ('cluster' in properties) {
        const clusterId = properties.cluster_id;
        const element = createClusterElement(properties.point_count, this.wording, () =>
          this.expand(clusterId, [lng, lat]),
        );
        const venueIds = this.index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.venueId);
        this.show(key, element, [lng, lat], venueIds);
      } else {
        const { venueId, name } = properties;
        const element = createPinElement(name, () => this.onPinSelect(venueId));
        setPinSelected(element, venueId === this.selectedVenueId);
        this.show(key, element, [lng, lat], [venueId]);
      }
    }
    for (const [key, { marker }] of this.shown) {
      if (wanted.has(key)) continue;
      marker.remove();
      this.shown.delete(key);
    }
  }

  private show(key: string, element: HTMLElement, at: [number, number], venueIds: number[]): void {
    const marker = new maplibregl.Marker({ element, anchor: 'center' }).setLngLat(at).addTo(this.map);
    this.shown.set(key, { marker, venueIds });
  }

  private expand(clusterId: number, at: [number, number]): void {
    const zoom = Math.min(this.index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM);
    this.map.easeTo({ center: at, zoom, duration: SHORT_MOVE_DURATION_MS });
  }
}
