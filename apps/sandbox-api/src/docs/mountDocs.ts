import type { Hono } from 'hono';
import { buildOpenApiDocument, type OpenApiDocument } from '@leisure/api-contract';
import { referencePage } from './referencePage.ts';

const OPENAPI_PATH = '/api/openapi.json';

// The contract is fixed for the life of the process: build the document and the page once, on first request.
let document: OpenApiDocument | undefined;
let page: string | undefined;

const theDocument = () => (document ??= buildOpenApiDocument({ title: 'Leisure venues API', serverUrl: '/api' }));

/** GET /api/openapi.json and the browsable reference at /docs. */
export function mountDocs(app: Hono): void {
  app.get(OPENAPI_PATH, (c) => c.json(theDocument()));
  app.get('/docs', (c) => {
    page ??= referencePage(theDocument(), OPENAPI_PATH);
    return c.html(page);
  });
  app.get('/docs/', (c) => c.redirect('/docs', 301));
}
