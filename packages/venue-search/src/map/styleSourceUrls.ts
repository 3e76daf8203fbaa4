import type { StyleSpecification } from 'maplibre-gl';

/**
 * A style's GeoJSON sources may name their data by a path relative to the style (the sandbox's places:
 * docs/decisions/0021-map-places-and-tile-style.md), as a stylesheet names its images. MapLibre would resolve it
 * against the page, which is another origin when the API is, so the map resolves it against the style's own URL.
 */
export function withSourcesResolved(style: StyleSpecification, styleUrl: string): StyleSpecification {
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([id, source]) =>
      source.type === 'geojson' && typeof source.data === 'string'
        ? [id, { ...source, data: new URL(source.data, styleUrl).href }]
        : [id, source],
    ),
  );
  return { ...style, sources };
}
