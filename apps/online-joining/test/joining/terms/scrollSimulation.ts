import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom lays nothing out: every scrollHeight, clientHeight and scrollTop is 0. This gives elements that `matches`
 * selects a content height and a visible height, and lets a test scroll them.
 */
export function simulateScrollArea(
  matches: (element: Element) => boolean,
  sizes: { content: number; visible: number },
) {
  const scrolled = new WeakMap<Element, number>();
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return matches(this) ? sizes.content : 0;
  });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return matches(this) ? sizes.visible : 0;
  });
  vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
    return scrolled.get(this) ?? 0;
  });
  return {
    /** Scrolls `element` to `top` px and fires the scroll event a browser would. */
    scrollTo(element: Element, top: number) {
      scrolled.set(element, top);
      fireEvent.scroll(element);
    },
  };
}

/** The terms text area of the open terms dialog. */
export const isTermsText = (element: Element) =>
  element.getAttribute('role') === 'region' && (element.getAttribute('aria-label') ?? '').endsWith(' text');
