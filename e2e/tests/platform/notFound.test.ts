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

  // What ships refuses a host that is no front end before the app runs (nginx's default server, decision 0834: an
  // unknown Host is never served the app). The app's own not-found screen for one is apps/host/test/hostRoot.test.tsx.
  test('a host that is no front end is refused, not served the app', async ({ page }, testInfo) => {
    const answer = await page.goto(appUrl(testInfo, 'bookings').replace('bookings.', 'booking.'));
    expect(answer?.status()).toBe(421);
    await expect(page.getByText('This site is not served on this host name.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});
