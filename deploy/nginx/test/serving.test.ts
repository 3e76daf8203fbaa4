import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDist, getFrom, startNginx, type Answer, type RunningNginx } from './support/realNginx.ts';

/*
 * What the web server adds to a build, as a real nginx answers with the rendered configuration (docs/decisions/0834):
 * the cache of assets found and missing, the headers of proxied answers, and which host names it serves at all.
 */

const YEAR = 'public, max-age=31536000, immutable';

/** The API behind /api/: a JSON answer with none of our headers, or (/api/own-headers) with some of its own. */
let upstream: Server;
let nginx: RunningNginx;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const own: Record<string, string> =
      request.url === '/api/own-headers'
        ? {
            'x-content-type-options': 'nosniff',
            'referrer-policy': 'no-referrer',
            'content-security-policy': "default-src 'none'",
          }
        : {};
    response.writeHead(200, { 'content-type': 'application/json', ...own });
    response.end('{"data":{}}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  const dist = fakeDist(['index.html', 'index.bookings.html', 'sw.bookings.js'], {
    'index-1a2b3c.js': 'export {};',
    'worker-4d5e6f.mjs': 'export {};',
  });
  nginx = await startNginx(dist, { apiUpstream: `http://127.0.0.1:${port}` });
});

afterAll(() => {
  nginx?.stop();
  upstream?.close();
});

describe('service workers (docs/decisions/0037)', () => {
  it('are sent whole every time: no-cache, with no ETag, and never a 304 for a date', async () => {
    const answer = await nginx.get('bookings', '/sw.bookings.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).toBeUndefined();
    const again = await nginx.get('bookings', '/sw.bookings.js', {
      'if-modified-since': answer.headers['last-modified'] ?? new Date().toUTCString(),
    });
    expect(again.status).toBe(200);
    expect(again.body).toBe('sw.bookings.js');
  });

  it('a missing one is a 404, not the page', async () => {
    const answer = await nginx.get('bookings', '/sw.my-account.js');
    expect(answer.status).toBe(404);
  });
});

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy']).toContain('geolocation=(self)');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('assets', () => {
  it.each([
    ['a chunk that exists', '/assets/index-1a2b3c.js', 200, YEAR],
    ['a module worker that exists', '/assets/worker-4d5e6f.mjs', 200, YEAR],
    ['a chunk asked for before its deploy finished', '/assets/index-9z8y7x.js', 404, 'no-store'],
    ['a module worker not there yet', '/assets/worker-9z8y7x.mjs', 404, 'no-store'],
  ])('%s: %s answers %i, cached as %s', async (_, path, status, cache) => {
    const answer = await nginx.get('bookings', path);
    expect(answer.status).toBe(status);
    expect(answer.headers['cache-control']).toBe(cache);
    expectSecurityHeaders(answer);
  });
});

describe('answers proxied from the API', () => {
  it('carry nosniff and the other security headers', async () => {
    const answer = await nginx.get('online-joining', '/api/client');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"data":{}}');
    expectSecurityHeaders(answer);
  });

  it('say each single-valued header once, ours, when the API sends its own; the API may add its own policy', async () => {
    const answer = await nginx.get('online-joining', '/api/own-headers');
    expectSecurityHeaders(answer);
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('host names', () => {
  it.each([
    'bookings.leisure.localhost',
    'my-account.leisure.localhost',
    'online-joining.leisure.localhost',
    'BOOKINGS.Leisure.localhost',
    'bookings.leisure.localhost.',
  ])('serves %s', async (host) => {
    const answer = await getFrom(nginx.port, host, '/');
    expect(answer.status).toBe(200);
  });

  it.each([
    '127.0.0.1',
    'evil.example',
    'leisure.localhost',
    'elsewhere.leisure.localhost',
    'bookings.leisure.localhost.evil.example',
    'www.bookings.leisure.localhost',
  ])('refuses %s with 421, its security headers and nothing cached', async (host) => {
    for (const path of ['/', '/assets/index-1a2b3c.js', '/api/client']) {
      const answer = await getFrom(nginx.port, host, path);
      expect(answer.status, path).toBe(421);
      expect(answer.body).not.toContain('index');
      expect(answer.headers['cache-control']).toBe('no-store');
      expectSecurityHeaders(answer);
    }
  });
});
