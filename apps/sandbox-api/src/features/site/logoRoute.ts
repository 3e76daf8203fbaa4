import type { Hono } from 'hono';
import { logoSvg, themeCatalogue } from './themeCatalogue.ts';

/** GET /assets/logos/{theme}.svg: the seeded themes' logos, so the sandbox needs no external assets. */
export function mountLogos(app: Hono): void {
  app.get('/assets/logos/:file', (c) => {
    const key = c.req.param('file').replace(/\.svg$/, '');
    const theme = themeCatalogue.find((t) => t.key === key);
    if (!theme) return c.json({ message: 'Unable to complete request, item not found.' }, 404);
    return c.body(logoSvg(theme), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
    });
  });
}
