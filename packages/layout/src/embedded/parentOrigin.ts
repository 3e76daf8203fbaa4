/** What is read of the window to find who frames it. */
export interface FramedWindow {
  parent: unknown;
  self: unknown;
  location: { ancestorOrigins?: { length: number; [index: number]: string } };
  document: { referrer: string };
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin of the page framing this one, when it is on the operator's list (docs/decisions/0640); null when the
 * page is not framed, the parent's origin cannot be told, or it is not listed. Chromium and Safari name the parent
 * in `location.ancestorOrigins`; elsewhere the referrer of the frame's first page is the parent's address.
 */
export function allowedParentOrigin(win: FramedWindow, allowed: readonly string[]): string | null {
  if (win.parent === win.self || !win.parent) return null;
  const ancestors = win.location.ancestorOrigins;
  const parent = ancestors && ancestors.length > 0 ? ancestors[0]! : originOf(win.document.referrer);
  return parent && allowed.includes(parent) ? parent : null;
}
