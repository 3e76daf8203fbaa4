import { useLayoutEffect } from 'react';
import { getConfig } from '@leisure/config';

/** docs/product/platform.md D1: "{app name} | {page title}"; the app name alone when a page has no title. */
export function pageTitle(appName: string, title?: string | null): string {
  const page = title?.trim();
  return page ? `${appName} | ${page}` : appName;
}

/**
 * Sets document.title for the page that calls it. The app name is the operator's, from the configuration. Set in the
 * same commit as the page's content (a layout effect), so the title never lags the page it names: a screen reader or
 * a test that finds the new page finds its title with it.
 */
export function usePageTitle(title: string | null | undefined, appName: string = getConfig().appName): void {
  useLayoutEffect(() => {
    document.title = pageTitle(appName, title);
  }, [appName, title]);
}
