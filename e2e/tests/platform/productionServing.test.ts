import { readdirSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TestInfo } from '@playwright/test';
import { hostPorts, operatorOrigin, type FrontEndLabel } from '../../support/frontEnds.ts';
import { expect, test } from '../../support/fixtures.ts';
import { checkoutHeading, openCheckoutWithCart } from '../checkout/support/checkoutPage.ts';
import { appUrl, frontEnds } from './support/platform.ts';

/**
 * What the web server adds to the production build (deploy/nginx, docs/decisions/0834): the headers of every
 * answer, caching, compression and the SPA fallback, on each sub-domain as a browser sees them.
 */

/** The build the test's server serves (e2e/support/frontEnds.ts builds into the run's folder). */
function builtDist(testInfo: TestInfo): string {
  const port = testInfo.project.name === 'faults' ? hostPorts.faults : hostPorts.chromium;
  return join(process.env.E2E_RUN_DIR!, `dist-${port}`);
}

/** The policy the build wrote for the web server. */
const builtPolicy = (testInfo: TestInfo) =>
  readFileSync(join(builtDist(testInfo), 'content-security-policy.txt'), 'utf8').trim();

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A GET straight to the server, as a browser on the sub-domain would send it, with every header as sent (a
 * browser's view leaves some out: Chromium drops Strict-Transport-Security from a plain-http answer).
 */
function rawGet(testInfo: TestInfo, label: FrontEndLabel, path: string, host?: string): Promise<RawAnswer> {
  const url = new URL(appUrl(testInfo, label, path));
  return new Promise((resolve, reject) => {
    const request = get(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        headers: { host: host ?? url.host, 'accept-encoding': 'br, gzip' },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = answer.headers['content-encoding'];
          const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: body.toString('utf8') });
        });
      },
    );
    request.on('error', reject);
  });
}

function expectSecurityHeaders(headers: IncomingHttpHeaders, policy: string) {
  // The built policy, with frame-ancestors from the server's configuration: none by default, and here the e2e
  // operator's site, which every e2e build lists in VITE_EMBED_ORIGINS (tests/embedded, decision 0640).
  const withoutFrameAncestors = (value: string) =>
    value
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d && !d.startsWith('frame-ancestors'));
  const sent = String(headers['content-security-policy'] ?? '');
  expect(withoutFrameAncestors(sent)).toEqual(withoutFrameAncestors(policy));
  expect(sent).toContain(`frame-ancestors ${operatorOrigin}`);
  expect(headers['content-security-policy-report-only']).toContain("require-trusted-types-for 'script'");
  expect(headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-reports"');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

test.describe('the production build behind nginx (docs/decisions/0834)', () => {
  for (const label of frontEnds) {
    test(`${label}: index.html and an asset carry the security headers, and are cached as they should be`, async ({
      page,
    }, testInfo) => {
      const policy = builtPolicy(testInfo);
      const document = await rawGet(testInfo, label, '/');
      expect(document.status).toBe(200);
      expect(document.headers['content-type']).toMatch(/^text\/html/);
      expect(document.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(document.headers, policy);

      const entry = /<script[^>]*\ssrc="(\/assets\/[\w.-]+\.js)"/.exec(document.body)?.[1];
      expect(entry, 'index.html loads its entry from /assets/').toBeTruthy();
      const asset = await rawGet(testInfo, label, entry!);
      expect(asset.status).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Brotli when Debian's module is installed (scripts/ensureNginx.sh installs it), gzip otherwise.
      expect(asset.headers['content-encoding']).toMatch(/^(br|gzip)$/);
      expectSecurityHeaders(asset.headers, policy);

      // And the browser runs what it was sent: the front end's page under that policy.
      await page.goto(appUrl(testInfo, label, '/'));
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('the API and the map’s offline style answer on the page’s own origin (docs/decisions/0826)', async ({
    page: _page,
  }, testInfo) => {
    const client = await rawGet(testInfo, 'online-joining', '/api/client');
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toMatch(/^application\/json/);
    // Proxied answers carry the security headers too: nosniff above all (docs/decisions/0834).
    expectSecurityHeaders(client.headers, builtPolicy(testInfo));
    const style = await rawGet(testInfo, 'online-joining', '/maps/style.json');
    expect(style.status).toBe(200);
    expect(JSON.parse(style.body)).toMatchObject({ version: 8 });
    expect(style.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a host name that is none of the three sub-domains is refused, not served the app', async ({
    page: _page,
  }, testInfo) => {
    const port = new URL(appUrl(testInfo, 'bookings', '/')).port;
    for (const host of [`127.0.0.1:${port}`, `elsewhere.leisure.localhost:${port}`, `evil.example:${port}`]) {
      const answer = await rawGet(testInfo, 'bookings', '/', host);
      expect(answer.status, host).toBe(421);
      expect(answer.body).not.toMatch(/<script/);
    }
  });

  test('module workers (.mjs, the map’s) are served as JavaScript, or the browser refuses them', async ({
    page: _page,
  }, testInfo) => {
    const workers = readdirSync(join(builtDist(testInfo), 'assets')).filter((name) => name.endsWith('.mjs'));
    expect(workers.length, 'the build has the map’s module worker').toBeGreaterThan(0);
    for (const name of workers) {
      const worker = await rawGet(testInfo, 'online-joining', `/assets/${name}`);
      expect(worker.status).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
      expect(worker.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(worker.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('a missing asset is a 404, never the page in its place', async ({ page }, testInfo) => {
    const answer = await page.goto(appUrl(testInfo, 'bookings', '/assets/no-such-chunk-1a2b3c.js'));
    expect(answer!.status()).toBe(404);
    expect(answer!.headers()['content-type'] ?? '').not.toMatch(/javascript/);
    // Not cached: the chunk may be there a moment later, when the deploy has finished (docs/decisions/0834).
    expect(answer!.headers()['cache-control']).toBe('no-store');
  });

  test('a deep link into joining is served by the fallback and opens where it points', async ({ page }, testInfo) => {
    const path = '/centre/manchester-aquatics/membership/gym-anywhere/monthly';
    const answer = await page.goto(appUrl(testInfo, 'online-joining', path));
    expect(answer!.status()).toBe(200);
    expect(answer!.headers()['cache-control']).toBe('no-cache');
    await expect(page).toHaveURL(appUrl(testInfo, 'online-joining', '/centre/manchester-aquatics?step=details'));
    await expect(page.getByRole('heading', { name: 'Your details', exact: true })).toBeVisible();
  });

  test('a refresh on /checkout is served by the fallback and keeps the member at their checkout', async ({
    page,
    request,
  }, testInfo) => {
    await openCheckoutWithCart(page, request, testInfo);
    const heading = await checkoutHeading(page).textContent();
    const answer = await page.reload();
    expect(answer!.status()).toBe(200);
    expect(answer!.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page).toHaveURL(appUrl(testInfo, 'online-joining', '/checkout'));
    await expect(checkoutHeading(page)).toHaveText(heading!);
  });
});
