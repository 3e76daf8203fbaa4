import { createContext, useContext } from 'react';
import type { Client, Theme } from '@leisure/api-contract';
import type { LeisureTheme } from '@leisure/ui';

/** What ThemeGate knows about the site once it shows the app. */
export interface Site {
  /** The operator (GET client): id, name, currency symbols, support contacts. */
  client: Client;
  /** The theme as the API gave it (after the fallback to the default). */
  apiTheme: Theme;
  /** The same theme for styled-components, contrast guaranteed. */
  theme: LeisureTheme;
  /** The venue the theme was asked for (from the path), or null for the operator's default. */
  venueSlug: string | null;
  /** The logo's address when it is an http(s) URL or a site path; null otherwise. */
  logoUrl: string | null;
}

export const SiteContext = createContext<Site | null>(null);

/** The site inside <ThemeGate>; throws outside it, where there is no theme or client yet. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() is only available inside <ThemeGate>.');
  return site;
}

/** Logos come from the API: only web addresses are used as image sources. */
export function safeLogoUrl(value: string): string | null {
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//') && !text.includes('\\')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
