import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response, TestInfo } from '@playwright/test';
import { hostPorts } from '../../support/frontEnds.ts';
import { expect, test } from '../../support/fixtures.ts';
import { checkoutHeading, openCheckoutWithCart } from '../checkout/support/checkoutPage.ts';
import { appUrl, frontEnds } from './support/platform.ts';

/**
 * What the web server adds to the production build (deploy/nginx, docs/decisions/0834): the headers of every
 * answer, caching, compression and the SPA fallback, on each sub-domain as a browser sees them.
 */

/** The policy the build wrote for the web server (e2e/support/frontEnds.ts builds into the run's folder). */
function builtPolicy(testInfo: TestInfo): string {
  const port = testInfo.project.name === 'faults' ? hostPorts.faults : hostPorts.chromium;
  const file = join(process.env.E2E_RUN_DIR!, `dist-${port}`, 'content-security-policy.txt');
  return readFileSync(file, 'utf8').trim();
}

function expectSecurityHeaders(answer: Response, policy: string) {
  const headers = answer.headers();
  // The built policy, with frame-ancestors from the server's configuration: none by default.
  const withoutFrameAncestors = (value: string) =>
    value
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d && !d.startsWith('frame-ancestors'));
  expect(withoutFrameAncestors(headers['content-security-policy'] ?? '')).toEqual(withoutFrameAncestors(policy));
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy-report-only']).toContain("require-trusted-types-for 'script'");
  expect(headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-reports"');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

/** The first script index.html loads: a hashed asset. */
async function entryScript(page: Page): Promise<string> {
  const src = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect(src, 'index.html loads its entry from /assets/').toMatch(/^\/assets\/[\w.-]+\.js$/);
  return src!;
}

test.describe('the production build behind nginx (docs/decisions/0834)', () => {
  for (const label of frontEnds) {
    test(`${label}: index.html and an asset carry the security headers, and are cached as they should be`, async ({
      page,
    }, testInfo) => {
      const policy = builtPolicy(testInfo);
      const document = await page.goto(appUrl(testInfo, label, '/'));
      expect(document!.status()).toBe(200);
      expect(document!.headers()['content-type']).toMatch(/^text\/html/);
      expect(document!.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(document!, policy);

      const asset = await page.goto(appUrl(testInfo, label, await entryScript(page)));
      expect(asset!.status()).toBe(200);
      expect(asset!.headers()['content-type']).toMatch(/javascript/);
      expect(asset!.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      // Brotli when Debian's module is installed (scripts/ensureNginx.sh installs it), gzip otherwise.
      expect(asset!.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
      expectSecurityHeaders(asset!, policy);
    });
  }

  test('a missing asset is a 404, never the page in its place', async ({ page }, testInfo) => {
    const answer = await page.goto(appUrl(testInfo, 'bookings', '/assets/no-such-chunk-1a2b3c.js'));
    expect(answer!.status()).toBe(404);
    expect(answer!.headers()['content-type'] ?? '').not.toMatch(/javascript/);
  });

  test('a deep link into joining is served by the fallback and opens where it points', async ({ page }, testInfo) => {
    const path = '/centre/manchester-aquatics/membership/gym-anywhere/monthly';
    const answer = await page.goto(appUrl(testInfo, 'online-joining', path));
    expect(answer!.status()).toBe(200);
    expect(answer!.headers()['cache-control']).toBe('no-cache');
    await expect(page).toHaveURL(appUrl(testInfo, 'online-joining', '/centre/manchester-aquatics?step=details'));
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
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
