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

/** The keys of an open modal panel: Escape closes it (when `close` is given), Tab stays inside it. */
export function handleModalKeys(
  event: KeyboardEvent,
  panel: HTMLElement | null,
  close: (() => void) | undefined,
): void {
  if (event.key === 'Escape' && close) {
    event.preventDefault();
    close();
    return;
  }
  if (event.key === 'Tab' && panel) keepTabInside(event, panel);
}
