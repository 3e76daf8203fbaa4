import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { createScrollPositions } from './scrollPositions.ts';

/** How long Back keeps trying to reach the old position while the page's content loads in. */
const RESTORE_FOR_MS = 2000;

/**
 * The entry's key: the first entry of a visit has no history state, so React Router calls it "default"; its address
 * tells such entries apart.
 */
function entryKey({ key, pathname, search }: { key: string; pathname: string; search: string }): string {
  return key === 'default' ? `default:${pathname}${search}` : key;
}

/** The element a hash link names (`#main-content`), if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scroll position on a route change (docs/decisions/0026), the BrowserRouter equivalent of React Router's
 * `<ScrollRestoration />` (which needs a data router): a new page (PUSH or REPLACE to another path) starts at the
 * top, or at the element its hash names; Back and Forward (POP) go back to where that entry was left, keyed by
 * location.key. A change of the query or hash alone (filters, day tabs) keeps the position. Focus is left to the
 * pages (a heading focused on arrival sits at the top).
 */
export function ScrollToTopOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [positions] = useState(createScrollPositions);
  const current = useRef({ key: entryKey(location), pathname: location.pathname });

  // The browser's own restoration would fight ours on Back; ours knows when the page's content has arrived.
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // The position of the entry on screen, as it scrolls, and kept as the page is left (a reload, another front end).
  useEffect(() => {
    const remember = () => positions.set(current.current.key, window.scrollY);
    const persist = () => {
      remember();
      positions.persist();
    };
    // Where the page already is: it loads just after the first render, when the visitor may have scrolled.
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, [positions]);

  useLayoutEffect(() => {
    const previous = current.current;
    const key = entryKey(location);
    current.current = { key, pathname: location.pathname };
    if (previous.key === key) {
      // The first render: a reload goes back to where this entry was; a new visit starts where the browser put it.
      if (navigationType !== 'POP') return;
    }
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) return restore(saved);
    if (navigationType === 'POP' || previous.pathname === location.pathname) return;
    const target = hashTarget(location.hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType, positions]);

  return null;
}

/**
 * Scrolls back to `top`, again on each frame while the page is still too short to get there (its content is
 * loading), until it is reached, the visitor scrolls or presses a key themselves, or RESTORE_FOR_MS has passed.
 */
function restore(top: number): () => void {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
