import { expect, expectNoAxeViolations, test } from '../../../support/fixtures.ts';
import { appUrl } from '../support/platform.ts';

test.describe('theme failures (docs/product/platform.md §2, D3)', () => {
  test('a theme 503 shows the maintenance screen', async ({ page, sandbox }, testInfo) => {
    // Every theme request, including the retry without a venue, answers 503 while the fault lasts.
    await sandbox.armFault({ path: '/frontend/theme', status: 503, count: 20, message: 'Planned maintenance.' });
    await page.goto(appUrl(testInfo, 'bookings'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unable to access the site due to planned maintenance' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const path = testInfo.outputPath('maintenance-375.png');
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach('maintenance-375', { path, contentType: 'image/png' });
  });

  test('any other theme failure shows the full-page error with Go home', async ({ page, sandbox }, testInfo) => {
    await sandbox.armFault({ path: '/frontend/theme', status: 500, count: 20 });
    await page.goto(appUrl(testInfo, 'my-account', '/nowhere'));
    await expect(page.getByRole('heading', { level: 1, name: 'Something has gone wrong' })).toBeVisible();
    await expect(page.getByText('This page failed to load.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });
});
