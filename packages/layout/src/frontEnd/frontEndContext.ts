import { createContext, useContext } from 'react';
import { selectSessionFlags, useAppSelector } from '@leisure/app-store';
import type { AppConfig } from '@leisure/config';
import type { FrontEndId, SiteAddress } from '../crossApp/frontEnds.ts';
import type { SiteFlags } from '../crossApp/siteFlags.ts';

/** What every part of the layout needs to know about the front end it is on and the others. */
export interface FrontEnd {
  /** The front end this page belongs to. */
  app: FrontEndId;
  address: SiteAddress;
  flags: SiteFlags;
  features: AppConfig['features'];
  /** The operator's name (configuration): page titles and the logo's text. */
  appName: string;
}

/** What does not change while the app runs; the flags live in the store (they can change on navigation). */
export type FrontEndSettings = Omit<FrontEnd, 'flags'>;

export const FrontEndContext = createContext<FrontEndSettings | null>(null);

export function useFrontEnd(): FrontEnd {
  const settings = useContext(FrontEndContext);
  const flags = useAppSelector(selectSessionFlags);
  if (!settings) throw new Error('useFrontEnd() needs a <FrontEndProvider> above it');
  return { ...settings, flags };
}
