import { AppProviders } from './AppProviders.tsx';

/**
 * Starts the route the page opened at before the first render (docs/decisions/0039): its calls, and its page's chunk,
 * so that React never shows the page behind a fallback (docs/decisions/0904).
 */
export async function preloadFirstScreen(pathname = window.location.pathname): Promise<void> {
  await AppProviders.start({ pathname, search: window.location.search });
}
