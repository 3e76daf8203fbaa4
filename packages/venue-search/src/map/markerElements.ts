// The pins and clusters are HTML elements (maplibre Markers wrap them), so they need no map glyphs. They are for
// pointers only and hidden from assistive technology: the results list beside the map holds every venue with a
// full-size button, and markers that sit close together could never all keep 24 px targets (WCAG 2.5.8's
// "equivalent" exception; decision 0918). Kept free of maplibre so they can be tested in jsdom.

import type { VenueWording } from '../venueWording.ts';

export const PIN_CLASS = 'venue-map-pin';
export const CLUSTER_CLASS = 'venue-map-cluster';
export const USER_LOCATION_CLASS = 'venue-map-user-location';

export function clusterLabel(count: number, wording: VenueWording): string {
  return `Cluster of ${count} ${wording.many}, zoom in`;
}

function markerButton(className: string, label: string, onActivate: () => void): HTMLElement {
  const button = document.createElement('div');
  button.className = className;
  button.setAttribute('aria-hidden', 'true');
  // A tooltip for mouse users; the name is for them only, the list speaks to everyone else.
  button.title = label;
  button.addEventListener('click', (event) => {
    // The map must not also treat the press as a click on the map.
    event.stopPropagation();
    onActivate();
  });
  return button;
}

/** A venue's pin, named after the venue; aria-current marks the one selected in the list. */
export function createPinElement(name: string, onActivate: () => void): HTMLElement {
  const button = markerButton(PIN_CLASS, name, onActivate);
  const dot = document.createElement('span');
  button.append(dot);
  return button;
}

export function setPinSelected(pin: HTMLElement, selected: boolean): void {
  if (selected) pin.setAttribute('aria-current', 'true');
  else pin.removeAttribute('aria-current');
}

/** A cluster shows how many venues it holds; pressing it zooms in to split it. */
export function createClusterElement(count: number, wording: VenueWording, onActivate: () => void): HTMLElement {
  const button = markerButton(CLUSTER_CLASS, clusterLabel(count, wording), onActivate);
  const text = document.createElement('span');
  text.textContent = String(count);
  button.append(text);
  return button;
}

/** The user's own position: decoration, the result header already says "of your location". */
export function createUserLocationElement(): HTMLElement {
  const dot = document.createElement('div');
  dot.className = USER_LOCATION_CLASS;
  dot.setAttribute('aria-hidden', 'true');
  return dot;
}
