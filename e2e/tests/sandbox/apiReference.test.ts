import { allEndpoints } from '@leisure/api-contract';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';

test.describe('API reference', () => {
  test('/docs shows the reference and passes axe', async ({ page }) => {
    const response = await page.goto('/docs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
    // The reference lists the contract's calls, e.g. the theme call every front end makes first.
    await expect(page.getByText('/frontend/theme').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const width of [375, 1280]) {
    test(`/docs at ${width} px (screenshot for review)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/docs');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
      const path = testInfo.outputPath(`docs-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`docs-${width}`, { path, contentType: 'image/png' });
    });
  }

  test('/api/openapi.json is an OpenAPI 3.1 document listing every call of the contract', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/application\/json/);
    const document = (await response.json()) as { openapi?: string; paths?: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\.1\./);
    const paths = document.paths ?? {};
    const missing = allEndpoints.filter((endpoint) => {
      const operations = paths[`/api${endpoint.path}`] ?? paths[endpoint.path];
      return !operations?.[endpoint.method.toLowerCase()];
    });
    expect(
      missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`),
      'calls missing from the document',
    ).toEqual([]);
  });
});
