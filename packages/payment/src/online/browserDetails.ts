/** The browser data 3-D Secure needs on authorise (docs/product/platform.md §7), read from this window. */
export interface BrowserDetails {
  browserColorDepth: number;
  browserJavaEnabled: boolean;
  browserJavascriptEnabled: boolean;
  browserLanguage: string;
  browserScreenHeight: number;
  browserScreenWidth: number;
  browserTimezoneOffset: number;
}

export function browserDetails(win: Window = window): BrowserDetails {
  const clamp = (value: number, min: number, max: number, fallback: number) =>
    Number.isFinite(value) && value >= min ? Math.min(Math.round(value), max) : fallback;
  return {
    // jsdom and some embedded browsers answer 0 or nothing: 24 bits is what 3-D Secure servers assume.
    browserColorDepth: clamp(win.screen?.colorDepth ?? 0, 1, 48, 24),
    // Java applets are gone from every browser; navigator.javaEnabled() is always false where it still exists.
    browserJavaEnabled: false,
    browserJavascriptEnabled: true,
    browserLanguage: win.navigator?.language || 'en-GB',
    browserScreenHeight: clamp(win.screen?.height ?? 0, 1, 100_000, 768),
    browserScreenWidth: clamp(win.screen?.width ?? 0, 1, 100_000, 1024),
    browserTimezoneOffset: new Date().getTimezoneOffset(),
  };
}
