import { useEffect, useRef } from 'react';
import type { SectionId } from '../sections/sectionFlow.ts';

/**
 * When the user's action opens another section, focus follows to its heading (WCAG 2.4.3): the button they pressed
 * has gone with the section it closed. Not on the page's first render, nor on Back and Forward.
 */
export function useSectionFocus(open: SectionId, openSection: (id: SectionId) => void) {
  const headings = useRef<Partial<Record<SectionId, HTMLHeadingElement | null>>>({});
  const focusOpened = useRef(false);
  useEffect(() => {
    if (!focusOpened.current) return;
    focusOpened.current = false;
    headings.current[open]?.focus();
  }, [open]);

  return {
    /** Opens a section because the user asked to, moving focus there. */
    goTo(id: SectionId) {
      focusOpened.current = true;
      openSection(id);
    },
    /** The ref callback for a section's heading. */
    headingRef: (id: SectionId) => (element: HTMLHeadingElement | null) => {
      headings.current[id] = element;
    },
  };
}
