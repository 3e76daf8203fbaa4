import type { Page } from '@playwright/test';

/** One layout shift the browser reported, with the boxes that moved (for a failing test's message). */
export interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/**
 * Records every layout shift of each document the page loads from now on (PerformanceObserver 'layout-shift',
 * buffered, so shifts before the observer ran count too), as Lighthouse and web-vitals read them.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${label}"`;
    };
    window.__layoutShifts = [];
    interface ShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        window.__layoutShifts!.push({
          value: entry.value,
          startTime: entry.startTime,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map(
            ({ node, previousRect: was, currentRect: now }) =>
              `${describe(node)} ${Math.round(was.x)},${Math.round(was.y)} ${Math.round(was.width)}x${Math.round(was.height)}` +
              ` → ${Math.round(now.x)},${Math.round(now.y)} ${Math.round(now.width)}x${Math.round(now.height)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts the current document has reported so far, after the next two frames (so the last one is in). */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShifts ?? []))),
      ),
  );
}

/**
 * Cumulative layout shift as web-vitals and Lighthouse define it: shifts without recent input, grouped in session
 * windows (a gap under 1 s, a window at most 5 s long); the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts.filter((candidate) => !candidate.hadRecentInput)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      windowSum = 0;
      windowStart = shift.startTime;
    }
    windowSum += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, windowSum);
  }
  return largest;
}
