/**
 * An operator's own site for the embedded-mode tests (docs/decisions/0640): deploy/embed's example page and
 * snippet, served on another origin than the product. Each host name is its own origin on the same port:
 * http://operator.localhost:<port> is on the build's VITE_EMBED_ORIGINS, http://stranger.localhost:<port> is not.
 *
 *   node e2e/support/operatorSite.ts --port 4322 --product-port 4320
 *
 * /{front end}.html is the example page framing that front end (online-joining, bookings) of the product on
 * --product-port; any query after it is passed on to the framed address.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const embedDir = fileURLToPath(new URL('../../deploy/embed/', import.meta.url));
const EXAMPLE_PRODUCT = 'https://online-joining.leisure.example.com/';

export function operatorPage(frontEnd: string, productPort: string, framedPath: string): string {
  const product = `http://${frontEnd}.leisure.localhost:${productPort}${framedPath}`;
  return readFileSync(`${embedDir}example.html`, 'utf8').replace(EXAMPLE_PRODUCT, product);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, 'product-port': { type: 'string' } } });
  const productPort = values['product-port']!;
  createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://operator.localhost');
    const page = /^\/(online-joining|bookings|my-account)\.html$/.exec(url.pathname);
    if (url.pathname === '/leisureEmbed.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(readFileSync(`${embedDir}leisureEmbed.js`));
    } else if (page) {
      // `path` is where the frame opens: the example page's own query is the operator's business.
      const framedPath = url.searchParams.get('path') ?? '/';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(operatorPage(page[1]!, productPort, framedPath.startsWith('/') ? framedPath : '/'));
    } else if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('operator site');
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  }).listen(Number(values.port), '127.0.0.1');
}
