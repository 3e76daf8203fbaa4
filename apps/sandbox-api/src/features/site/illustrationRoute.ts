import type { Hono } from 'hono';
import { themeCatalogue } from './themeCatalogue.ts';
import { ILLUSTRATION_VERSION, illustrationScenes, illustrationSvg, type IllustrationScene } from './illustrations.ts';

const isScene = (value: string): value is IllustrationScene =>
  (illustrationScenes as readonly string[]).includes(value);

/**
 * GET /assets/illustrations/v1/{theme}/{scene}.svg: the venues' hero pictures (docs/decisions/0020). A versioned
 * path, so a year's caching is safe; nosniff and a policy that lets the document itself run nothing.
 */
export function mountIllustrations(app: Hono): void {
  app.get(`/assets/illustrations/${ILLUSTRATION_VERSION}/:theme/:file`, (c) => {
    const theme = themeCatalogue.find((t) => t.key === c.req.param('theme'));
    const scene = c.req.param('file').replace(/\.svg$/, '');
    if (!theme || !isScene(scene)) return c.json({ message: 'Unable to complete request, item not found.' }, 404);
    return c.body(illustrationSvg(scene, theme), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cross-origin-resource-policy': 'cross-origin',
    });
  });
}
