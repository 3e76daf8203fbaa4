/** Longer than any path of ours; a huge value is an attack or an accident. */
const MAX_LENGTH = 2048;
/** Legitimate values are encoded once or twice; more layers than this are refused rather than followed. */
const MAX_DECODE_ROUNDS = 5;
/** A placeholder origin: a candidate that resolves anywhere else would leave the site. */
const CHECK_ORIGIN = 'https://redirect-check.invalid';

/**
 * C0/C1 controls and DEL (URL parsers drop tab and newline anywhere, so "/\t/evil" becomes "//evil"), plus
 * invisible format characters and line separators that can disguise a value.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** One layer of the value: a path from the root of this site, with nothing a browser could read as another host. */
function isRootRelativePath(value: string): boolean {
  return (
    value.startsWith('/') && // refuses "https:host", "javascript:", "evil.example", leading spaces
    !value.startsWith('//') && // protocol-relative: another host
    !value.includes('\\') && // browsers read "\" as "/" in http(s) URLs: "/\host" is "//host"
    !HIDDEN_CHARACTERS.test(value)
  );
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // malformed escapes: no honest redirect has them
  }
}

/**
 * One pass: every percent-decoded layer of the value must pass (so "%2F%2Fevil", "/%5Cevil" and "/%252F%252Fevil"
 * fail), and the value as a browser resolves it must stay on this origin and still be a plain path ("/a/..//evil"
 * resolves to "//evil" and fails). Answers the resolved path, query and hash.
 */
function resolveOnce(raw: string): string | null {
  let layer = raw;
  for (let round = 0; ; round += 1) {
    if (!isRootRelativePath(layer)) return null;
    const decoded = decodeOnce(layer);
    if (decoded === null) return null;
    if (decoded === layer) break;
    if (round === MAX_DECODE_ROUNDS) return null;
    layer = decoded;
  }

  let resolved: URL;
  try {
    resolved = new URL(raw, CHECK_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== CHECK_ORIGIN) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return isRootRelativePath(path) ? path : null;
}

/**
 * The path to send the user to after log-in, or null when `raw` is not a same-origin relative path (decision 0825).
 * Resolving can make a new value: "/x/%2e%2e/%2F%2Fevil" resolves to "/%2F%2Fevil", since the URL parser reads
 * "%2e%2e" as "..", and that value decodes to "//evil". So the answer is resolved again until it no longer
 * changes, and each pass checks it afresh: what comes back is a value this function answers unchanged, and
 * anything that fails on the way is refused.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0) return null;
  let path = raw;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    // Checked each pass: resolving percent-encodes, so a value can grow past the limit.
    if (path.length > MAX_LENGTH) return null;
    const resolved = resolveOnce(path);
    if (resolved === null || resolved === path) return resolved;
    path = resolved;
  }
  return null;
}
