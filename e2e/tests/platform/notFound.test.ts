import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { appUrl, frontEnds } from './support/platform.ts';

test.describe('unknown pages (docs/product/platform.md D2)', () => {
  for (const label of frontEnds) {
    test(`${label}: an unknown path shows not-found, and Go home goes to /`, async ({ page }, testInfo) => {
      await page.goto(appUrl(testInfo, label, '/no/such/page?x=1'));
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
      // An unknown my-account path is not protected: a visitor is not sent to log in.
      await expect(page).toHaveURL(appUrl(testInfo, label, '/no/such/page?x=1'));
      await expect(page.getByRole('banner')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Go home' }).click();
      await expect(page).toHaveURL(
        new RegExp(`^${appUrl(testInfo, label, '/').replace(/[.]/g, '\\.')}(login\\?redirect=%2F)?$`),
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
    });
  }

  test('a host that is no front end shows not-found', async ({ page }, testInfo) => {
    await page.goto(appUrl(testInfo, 'bookings').replace('bookings.', 'booking.'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
