import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { appUrl } from '../platform/support/platform.ts';

test.describe('online joining: log-in page and kiosk home (docs/product/joining.md §2)', () => {
  for (const width of [375, 1280]) {
    test(`the log-in page, its forgotten-password modal and the guest way on, at ${width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(appUrl(testInfo, 'online-joining', '/login'));
      await expect(page.getByRole('heading', { level: 1, name: 'Already have an online account?' })).toBeVisible();
      await expect(page).toHaveTitle(/\| Log in$/);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'I have forgotten my password' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog
        .getByRole('button', { name: 'Back to login' })
        .or(dialog.getByRole('link', { name: 'Back to login' }))
        .first()
        .click();
      await expect(dialog).toBeHidden();

      await page.getByRole('link', { name: "I don't have an account" }).click();
      await expect(page).toHaveURL(appUrl(testInfo, 'online-joining', '/'));
      await expect(page.getByRole('region', { name: 'Choose your home centre' })).toBeVisible();
    });

    test(`the kiosk home: the centre's welcome and two large buttons, no site header, at ${width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(appUrl(testInfo, 'online-joining', '/kiosk?centre=manchester-aquatics'));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Manchester Aquatics & Fitness');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      // Down to 320 px the kiosk bar and the choices fit: nothing scrolls sideways (WCAG 1.4.10).
      for (const narrow of [width, 320]) {
        await page.setViewportSize({ width: narrow, height: 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrow);
      }
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('link', { name: 'Buy a membership' }).click();
      await expect(page).toHaveURL(/\/centre\/manchester-aquatics\?.*kiosk=true/);
      await expect(page.getByRole('region', { name: 'Choose your membership' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
