import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { SandboxServices } from '../../http/context.ts';
import { API_PREFIX } from '../../http/implement.ts';
import { webAppIconPurposes, webAppIconSvg } from './webAppIcon.ts';
import { siteBranding } from './siteBranding.ts';

const notFound = { message: 'Unable to complete request, item not found.' };

/**
 * GET /api/frontend/web-app-icon/{any|maskable}.svg: the icon the front ends' web app manifests list, drawn from the
 * operator's name and default theme. Outside the contract because the answer is not JSON; under /api so the web
 * server's API proxy serves it on each front end's own origin. An hour's caching, then If-None-Match (304).
 */
export function mountWebAppIcons(app: Hono, { db }: SandboxServices): void {
  app.get(`${API_PREFIX}/frontend/web-app-icon/:file`, (c) => {
    const purpose = webAppIconPurposes.find((name) => c.req.param('file') === `${name}.svg`);
    const branding = purpose && siteBranding(db);
    if (!purpose || !branding) return c.json(notFound, 404);
    const svg = webAppIconSvg(branding, purpose);
    const headers = {
      etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`,
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cross-origin-resource-policy': 'cross-origin',
    };
    const asked = c.req.header('if-none-match')?.split(',') ?? [];
    if (asked.some((tag) => tag.trim() === headers.etag)) return c.body(null, 304, headers);
    return c.body(svg, 200, { ...headers, 'content-type': 'image/svg+xml' });
  });
}
