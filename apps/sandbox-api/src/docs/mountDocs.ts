import type { Hono } from 'hono';

/** GET /api/openapi.json and the browsable reference at /docs. */
export function mountDocs(_app: Hono): void {}
