import { readSiteFlags, siteFlagParams, type SiteFlags } from '../crossApp/siteFlags.ts';

const storageKey = 'leisure.siteFlags';

function stored(storage: Storage | undefined): SiteFlags | undefined {
  const saved = storage?.getItem(storageKey);
  return saved === null || saved === undefined ? undefined : readSiteFlags(saved);
}

/**
 * The flags of this tab: those on the URL it was opened with, else those remembered for the tab. A kiosk keeps
 * its mode when the page is reloaded or an in-app link drops the query string; sessionStorage is per tab and per
 * sub-domain, so every sub-domain learns the flags from the link that brought the visitor there.
 */
export function rememberedSiteFlags(search: string, storage: Storage | undefined): SiteFlags {
  const params = new URLSearchParams(search);
  const onUrl = params.has('kiosk') || params.has('embedded') || params.has('centre');
  if (!onUrl) return stored(storage) ?? readSiteFlags('');
  const flags = readSiteFlags(params);
  try {
    storage?.setItem(storageKey, new URLSearchParams(siteFlagParams(flags)).toString());
  } catch {
    // Storage full or blocked (private mode): the flags still hold for this page.
  }
  return flags;
}
