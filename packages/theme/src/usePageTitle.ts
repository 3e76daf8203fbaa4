import { useEffect } from 'react';
import { getConfig } from '@leisure/config';

/** docs/product/platform.md D1: "{app name} | {page title}"; the app name alone when a page has no title. */
export function pageTitle(appName: string, title?: string | null): string {
  const page = title?.trim();
  return page ? `${appName} | ${page}` : appName;
}

/** Sets document.title for the page that calls it. The app name is the operator's, from the configuration. */
export function usePageTitle(title: string | null | undefined, appName: string = getConfig().appName): void {
  useEffect(() => {
    document.title = pageTitle(appName, title);
  }, [appName, title]);
}
