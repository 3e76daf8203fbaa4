import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { appUrl, logIn } from './support/platform.ts';

/** Presses Tab until `name`d control has focus (at most `limit` times) and says how many presses it took. */
async function tabTo(page: Page, matches: (label: string) => boolean, limit = 15): Promise<number> {
  const passed: string[] = [];
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return (
        active?.getAttribute('aria-label') ||
        active?.querySelector('img')?.alt ||
        active?.innerText ||
        ''
      ).trim();
    });
    if (matches(label)) return presses;
    passed.push(label);
  }
  throw new Error(`The control was not reached with Tab; focus went to: ${passed.join(' → ')}`);
}

const is = (text: string) => (label: string) => label === text;

test.describe('keyboard only: every header control is reachable and works', () => {
  test('at 1280 px: skip link, logo, links and basket in order; Enter follows them', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(appUrl(testInfo, 'online-joining'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const order = [
      'Skip to main content',
      'Brightwater Leisure home',
      'Book an activity',
      'Lessons and courses',
      'Buy a membership',
      'Log in',
      'Basket, 0 items',
    ];
    for (const name of order) expect(await tabTo(page, is(name), 1), `${name} is the next stop`).toBe(1);

    // The skip link moves focus to the main content.
    await page.goto(appUrl(testInfo, 'online-joining'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, is('Skip to main content'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // Each link works from the keyboard. Tab only once the page is there: before it renders there is nothing to
    // reach, for a person as for the test.
    await page.goto(appUrl(testInfo, 'online-joining'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, is('Log in'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(appUrl(testInfo, 'online-joining', '/login'));
    await page.goto(appUrl(testInfo, 'online-joining'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, is('Lessons and courses'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(appUrl(testInfo, 'bookings', '/lessons'));
    await page.goto(appUrl(testInfo, 'online-joining'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, is('Book an activity'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(appUrl(testInfo, 'bookings', '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, is('Basket, 0 items'));
    await page.keyboard.press('Enter');
    // The basket needs an account (docs/decisions/0302): a visitor is asked to log in and comes back to it.
    await expect(page).toHaveURL(appUrl(testInfo, 'bookings', '/login?redirect=%2Fbasket'));
  });

  test('at 375 px: the Menu button opens the drawer, Tab stays in it, Escape closes it', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(appUrl(testInfo, 'bookings'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await tabTo(page, is('Menu'));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);

    const visited = new Set<string>();
    for (let presses = 0; presses < 9; presses += 1) {
      await page.keyboard.press('Tab');
      const focusInside = await drawer.evaluate((element) => element.contains(document.activeElement));
      expect(focusInside, 'focus stays in the drawer').toBe(true);
      visited.add(
        await page.evaluate(
          () =>
            (document.activeElement as HTMLElement).innerText ||
            document.activeElement?.getAttribute('aria-label') ||
            '',
        ),
      );
    }
    for (const name of [
      'Close menu',
      'Book an activity',
      'Buy a membership',
      'Shopping basket',
      'My account',
      'Log in',
      'Create an account',
    ]) {
      expect(visited, `${name} is reachable`).toContain(name);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();

    // Enter on an entry follows it.
    await page.keyboard.press('Enter');
    await drawer.getByRole('link', { name: 'Log in' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(appUrl(testInfo, 'bookings', '/login'));
    await expect(drawer).toBeHidden();
  });

  test('at 375 px: a customer logs out from the drawer with the keyboard', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(appUrl(testInfo, 'bookings', '/login'));
    await logIn(page);
    // Home for a customer is their home venue's page (docs/decisions/0021): Sam's is Salford Quays.
    await expect(page).toHaveURL(appUrl(testInfo, 'bookings', '/location/salford-quays'));
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    const logOut = page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' });
    await logOut.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('at 375 px on my account: one menu, the drawer, holds the account pages from the keyboard', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(appUrl(testInfo, 'my-account', '/login'));
    await logIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sam' })).toBeVisible();
    await page.goto(appUrl(testInfo, 'my-account', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sam' })).toBeVisible();
    // No second menu under the header (docs/decisions/0021).
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const account = drawer.getByRole('list', { name: 'My account' });
    await expect(account.getByRole('link', { name: 'Account dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await tabTo(page, is('Payments'), 16);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});
