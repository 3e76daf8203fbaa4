import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The three front ends, by their sub-domain label, and where each declares its pages. */
export const FRONT_ENDS = ['bookings', 'my-account', 'online-joining'] as const;
export type FrontEnd = (typeof FRONT_ENDS)[number];

export const appRoutesFile = (repoRoot: string, app: FrontEnd) => join(repoRoot, 'apps', app, 'src/app/AppRoutes.tsx');

/**
 * The page routes a front end's AppRoutes.tsx declares, as written there: `''` for an index route, `location/:venueSlug`
 * for a path (whether it sits on one line or several). The catch-all `*` (the not-found page) is not a page to
 * measure. Every route sits directly under a pathless layout or guard (React Router's `<Route element>`), so a path
 * is the whole address.
 */
export function declaredRoutes(source: string): string[] {
  const routes: string[] = [];
  for (const { attributes, selfClosing } of routeTags(source)) {
    const path = /(?:^|\s)path="([^"]*)"/.exec(withoutExpressions(attributes))?.[1];
    if (path !== undefined && !selfClosing) {
      throw new Error(`Route "${path}" has child routes: declaredRoutes() would have to join their paths`);
    }
    if (path !== undefined) {
      if (path !== '*') routes.push(path);
    } else if (/(?:^|\s)index(?=\s|$|\/)/.test(withoutExpressions(attributes))) routes.push('');
  }
  return routes;
}

/** The attributes of each `<Route …>` tag: up to its closing `>` outside any `{…}` expression (an element prop). */
function* routeTags(source: string): Generator<{ attributes: string; selfClosing: boolean }> {
  for (const match of source.matchAll(/<Route\b/g)) {
    let depth = 0;
    const start = match.index + match[0].length;
    for (let at = start; at < source.length; at += 1) {
      const char = source[at];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) {
        const tag = source.slice(start, at);
        yield { attributes: tag.replace(/\/\s*$/, ''), selfClosing: /\/\s*$/.test(tag) };
        break;
      }
    }
  }
}

/** The attributes with their `{…}` expressions emptied: `index` inside an element's props is not the flag. */
function withoutExpressions(attributes: string): string {
  let depth = 0;
  let plain = '';
  for (const char of attributes) {
    if (char === '{') depth += 1;
    if (depth === 0) plain += char;
    if (char === '}') depth -= 1;
  }
  return plain;
}

/** Each front end's declared routes, read from the repository. */
export function routesOfApps(repoRoot: string): Record<FrontEnd, string[]> {
  return Object.fromEntries(
    FRONT_ENDS.map((app) => [app, declaredRoutes(readFileSync(appRoutesFile(repoRoot, app), 'utf8'))]),
  ) as Record<FrontEnd, string[]>;
}
