import type { KeyboardEvent } from 'react';
import { sameTabStop, tabStopsIn } from './tabStops.ts';

/**
 * The Tab key inside a modal panel: from the last stop it goes to the first, and Shift+Tab from the first (or the
 * panel itself) to the last; with no stops, focus stays on the panel. Inert alone is not enough everywhere.
 */
export function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  const stops = tabStopsIn(panel);
  const first = stops[0];
  const last = stops.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (event.shiftKey && (sameTabStop(active, first) || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && sameTabStop(active, last)) {
    event.preventDefault();
    first.focus();
  }
}
