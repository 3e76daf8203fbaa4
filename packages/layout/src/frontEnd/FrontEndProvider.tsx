import { useState, type ReactNode } from 'react';
import { getConfig, type AppConfig } from '@leisure/config';
import type { FrontEndId } from '../crossApp/frontEnds.ts';
import { siteAddressFrom } from '../crossApp/siteAddress.ts';
import { FrontEndContext, type FrontEndSettings } from './frontEndContext.ts';

type SiteConfig = Pick<AppConfig, 'appName' | 'features' | 'cookies' | 'subdomains'>;

export interface FrontEndProviderProps {
  app: FrontEndId;
  /** Defaults to this build's configuration; tests pass their own. */
  config?: SiteConfig;
  children: ReactNode;
}

/**
 * Tells the layout which front end it is in and how to reach the others. The kiosk, embedded and centre flags
 * come from the store's session slice (set from the URL the app opened with).
 */
export function FrontEndProvider({ app, config, children }: FrontEndProviderProps) {
  const [settings] = useState<FrontEndSettings>(() => {
    const { appName, features, ...addressing } = config ?? getConfig();
    return { app, address: siteAddressFrom(addressing, window.location), features, appName };
  });
  return <FrontEndContext.Provider value={settings}>{children}</FrontEndContext.Provider>;
}
