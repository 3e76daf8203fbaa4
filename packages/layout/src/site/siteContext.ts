import { createContext, useContext } from 'react';
import type { AppConfig } from '@leisure/config';
import type { FrontEndId, SiteAddress } from '../crossApp/frontEnds.ts';
import type { SiteFlags } from '../crossApp/siteFlags.ts';

/** What every part of the layout needs to know about the site it is on. */
export interface Site {
  /** The front end this page belongs to. */
  app: FrontEndId;
  address: SiteAddress;
  flags: SiteFlags;
  features: AppConfig['features'];
  /** The operator's name (configuration): page titles and the logo's text. */
  appName: string;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it');
  return site;
}
