import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { isScrolledToEnd } from './scrollPosition.ts';

/**
 * Whether the reader has seen the end of `area`: true once it is scrolled to the bottom, or at once when its
 * content needs no scrolling. It stays true after that, so scrolling back up to re-read does not take it away.
 */
export function useScrolledToEnd(area: RefObject<HTMLElement | null>): {
  reachedEnd: boolean;
  onScroll: () => void;
} {
  const [reachedEnd, setReachedEnd] = useState(false);

  const measure = useCallback(() => {
    const element = area.current;
    if (element && isScrolledToEnd(element)) setReachedEnd(true);
  }, [area]);

  // Measured before paint, and again when the area or its content changes size (fonts, images, a resized window).
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => observer?.disconnect();
  }, [area, measure]);

  return { reachedEnd, onScroll: measure };
}
