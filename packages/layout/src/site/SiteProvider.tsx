import { useState, type ReactNode } from 'react';
import { getConfig, type AppConfig } from '@leisure/config';
import type { FrontEndId } from '../crossApp/frontEnds.ts';
import { siteAddressFrom } from '../crossApp/siteAddress.ts';
import { rememberedSiteFlags } from './rememberedFlags.ts';
import { SiteContext, type Site } from './siteContext.ts';

type SiteConfig = Pick<AppConfig, 'appName' | 'features' | 'cookies' | 'subdomains'>;

export interface SiteProviderProps {
  app: FrontEndId;
  /** Defaults to this build's configuration; tests pass their own. */
  config?: SiteConfig;
  children: ReactNode;
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Tells the layout which front end it is in, how to reach the others and which modes the tab is in. */
export function SiteProvider({ app, config, children }: SiteProviderProps) {
  // Read once: the flags belong to the visit, not to whichever URL the router shows later.
  const [site] = useState<Site>(() => {
    const settings = config ?? getConfig();
    return {
      app,
      address: siteAddressFrom(settings, window.location),
      flags: rememberedSiteFlags(window.location.search, sessionStorageOrUndefined()),
      features: settings.features,
      appName: settings.appName,
    };
  });
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}
