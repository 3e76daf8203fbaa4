import { useEffect, useRef } from 'react';

/**
 * For a list served a page at a time: moving to another page starts reading at the list's heading again (give it
 * the ref and `tabIndex={-1}`), not at a Next link that may have gone. The first page shown takes no focus.
 */
export function usePageHeadingFocus<T extends HTMLElement = HTMLHeadingElement>(page: number) {
  const headingRef = useRef<T>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    headingRef.current?.focus();
  }, [page]);
  return headingRef;
}
