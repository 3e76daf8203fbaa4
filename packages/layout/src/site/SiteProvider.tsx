import { useState, type ReactNode } from 'react';
import { getConfig, type AppConfig } from '@leisure/config';
import type { FrontEndId } from '../crossApp/frontEnds.ts';
import { siteAddressFrom } from '../crossApp/siteAddress.ts';
import { SiteContext, type SiteSettings } from './siteContext.ts';

type SiteConfig = Pick<AppConfig, 'appName' | 'features' | 'cookies' | 'subdomains'>;

export interface SiteProviderProps {
  app: FrontEndId;
  /** Defaults to this build's configuration; tests pass their own. */
  config?: SiteConfig;
  children: ReactNode;
}

/**
 * Tells the layout which front end it is in and how to reach the others. The kiosk, embedded and centre flags
 * come from the store's session slice (set from the URL the app opened with).
 */
export function SiteProvider({ app, config, children }: SiteProviderProps) {
  const [settings] = useState<SiteSettings>(() => {
    const { appName, features, ...addressing } = config ?? getConfig();
    return { app, address: siteAddressFrom(addressing, window.location), features, appName };
  });
  return <SiteContext.Provider value={settings}>{children}</SiteContext.Provider>;
}
