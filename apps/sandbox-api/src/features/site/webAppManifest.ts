import type { WebAppFrontEnd, WebAppManifest } from '@leisure/api-contract';
import type { SiteBranding } from './siteBranding.ts';
import { webAppIconPath } from './webAppIcon.ts';

/** Each front end's word for itself (its short name, at most 12 characters) and what it is for. */
const frontEnds: Record<WebAppFrontEnd, { word: string; description: (operator: string) => string }> = {
  bookings: { word: 'Bookings', description: (operator) => `Book activities, classes and courts at ${operator}.` },
  'my-account': {
    word: 'My account',
    description: (operator) => `Your ${operator} account: bookings, memberships and payments.`,
  },
  'online-joining': { word: 'Join', description: (operator) => `Join ${operator} online and choose a membership.` },
};

/**
 * The manifest of one front end. Its URLs are paths, which the browser resolves against the manifest's own URL: the
 * front end links it through its origin's `/api` (the web server's API proxy), so "/" is the front end's root and
 * the icons come from its own origin too.
 */
export function webAppManifest(branding: SiteBranding, app: WebAppFrontEnd): WebAppManifest {
  const { word, description } = frontEnds[app];
  return {
    name: `${branding.operatorName} ${word}`,
    shortName: word,
    description: description(branding.operatorName),
    id: '/',
    startUrl: '/',
    scope: '/',
    display: 'standalone',
    backgroundColor: '#ffffff',
    themeColor: branding.headerBgColour,
    icons: [
      { src: webAppIconPath('any'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: webAppIconPath('maskable'), sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}
