import type { FrontEndId, SiteAddress } from './frontEnds.ts';
import { siteFlagParams, type SiteFlags } from './siteFlags.ts';

const placeholderOrigin = 'http://placeholder.invalid';

/**
 * An app path such as "/basket" or "/centre/riverside?x=1". Anything that could leave the target host
 * ("//evil", "/\evil", "https:…", "javascript:…") becomes "/": callers pass paths, never URLs.
 */
function appPathOf(path: string): URL {
  const safe = path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
  const parsed = new URL(safe, placeholderOrigin);
  return parsed.origin === placeholderOrigin ? parsed : new URL('/', placeholderOrigin);
}

/**
 * An absolute link to `path` on another front end's sub-domain, carrying the kiosk, embedded and centre flags
 * (docs/product/modes.md D16). The flags replace any of the same name already in the path; other parameters are kept.
 * Pure: the current scheme, port and sub-domain table come in `site`.
 */
export function crossAppUrl(target: FrontEndId, path: string, flags: SiteFlags, site: SiteAddress): string {
  const appPath = appPathOf(path);
  const url = new URL(`${site.protocol}//${site.labels[target]}.${site.domain}`);
  url.port = site.port;
  url.pathname = appPath.pathname;
  url.hash = appPath.hash;
  const params = new URLSearchParams(appPath.search);
  for (const name of ['kiosk', 'embedded', 'centre']) params.delete(name);
  for (const [name, value] of siteFlagParams(flags)) params.append(name, value);
  url.search = params.toString();
  return url.toString();
}
