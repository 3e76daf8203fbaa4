import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether `region` scrolls. A scrolling region needs to be focusable so keyboard users can scroll it (axe
 * scrollable-region-focusable), but an extra tab stop is noise when nothing scrolls.
 */
export function useOverflowing(region: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (content.current) observer?.observe(content.current);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [region, content]);
  return overflowing;
}
