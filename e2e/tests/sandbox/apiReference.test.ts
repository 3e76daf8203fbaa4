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
      const path = testInfo.outputPath(`docs-${width}.png`);
      // Chromium cannot capture a page much taller than 16,384 px (the reference grew past it at 1280 px with the
      // lessons calls): the top 16,000 px of the whole page, which is the overview and the first groups.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, 16_000) } });
      await testInfo.attach(`docs-${width}`, { path, contentType: 'image/png' });
      // The page itself must not scroll sideways (a wide table may, inside its own scrolling box). The message
      // names the outermost elements sticking out that no ancestor clips, to say where to look.
      const { scrollWidth, culprits } = await page.evaluate((viewport) => {
        const clipped = (element: Element) => {
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX !== 'visible') return true;
          }
          return false;
        };
        const name = (element: Element) =>
          [
            element.tagName.toLowerCase(),
            element.id && `#${element.id}`,
            ...[...element.classList].map((c) => `.${c}`),
          ].join('');
        // A long word overflows its box without widening it, so text is measured too and named by its parent.
        const textRight = (element: Element) =>
          Math.max(
            ...[...element.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => {
                const range = document.createRange();
                range.selectNodeContents(node);
                return range.getBoundingClientRect().right;
              }),
            element.getBoundingClientRect().right,
          );
        const sticking = [...document.body.querySelectorAll('*')].filter(
          (element) => textRight(element) > viewport + 1 && !clipped(element),
        );
        return {
          scrollWidth: document.documentElement.scrollWidth,
          culprits: sticking
            .filter((element) => !sticking.includes(element.parentElement as Element))
            .slice(0, 5)
            .map((element) => `${name(element)} to ${Math.round(textRight(element))} px`),
        };
      }, width);
      expect(scrollWidth, `the page scrolls sideways: ${culprits.join(', ')}`).toBeLessThanOrEqual(width);
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
