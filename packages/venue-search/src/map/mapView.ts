import { getConfig } from '@leisure/config';
import type { LngLat } from '../geo/distance.ts';

export interface MapView {
  center: LngLat;
  zoom: number;
}

/**
 * The view before any search. The specs give two: docs/product/joining.md §9's narrow map (54.8, -2.75, zoom 4.92) and docs/product/platform.md
 * §9's default map (53.59, -2, zoom 5.5). Phones (< 576 px) get the narrow one, which shows the whole of Great
 * Britain in a small frame; wider screens get docs/product/platform.md §9's, centred on England and Wales where most venues are.
 */
export function defaultMapView(isMobile: boolean): MapView {
  return isMobile ? { center: { lat: 54.8, lng: -2.75 }, zoom: 4.92 } : { center: { lat: 53.59, lng: -2 }, zoom: 5.5 };
}

/**
 * The configured hosted style, or the sandbox's offline style at {API origin}/maps/style.json (no tiles, glyphs or
 * sprites fetched from anywhere else).
 */
export function mapStyleUrl(config = getConfig(), pageUrl = globalThis.location?.href ?? 'http://localhost/'): string {
  if (config.maps.styleUrl) return config.maps.styleUrl;
  const apiOrigin = new URL(config.api.baseUrl, pageUrl).origin;
  return `${apiOrigin}/maps/style.json`;
}
