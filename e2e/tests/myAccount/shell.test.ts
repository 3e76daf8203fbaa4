import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { atEachWidth } from '../../support/widths.ts';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { logInHere } from '../bookings/support/bookingsSteps.ts';
import { appUrl, checkStateAt, expectNoSidewaysScroll, screenshotAt } from '../platform/support/platform.ts';
import { logInToAccountAt } from './support/accountPages.ts';

// The my-account shell (docs/product/account.md): the dashboard's alerts (docs/decisions/0421-account-alerts.md)
// and the way to every account page by keyboard alone, through the desktop sub-navigation and the mobile Account
// menu (docs/decisions/0420-guest-passes-in-the-account-menu.md). Both journeys only read: Jordan's alerts and
// Sam's account stay as the seed made them for the other tests.

const jordan = { email: demoAccounts.customerWithPenalties.email, password: DEMO_PASSWORD };
const sam = { email: demoAccounts.memberWithoutDirectDebit.email, password: DEMO_PASSWORD };

/** Each account page as the navigation names it, and its h1 (docs/product/account.md D26). */
const accountPages = [
  { label: 'My details', heading: 'My details', path: '/user-details' },
  { label: 'Memberships', heading: 'Memberships', path: '/memberships' },
  { label: 'Packages', heading: 'Packages', path: '/packages' },
  { label: 'Bookings', heading: 'Bookings', path: '/bookings' },
  { label: 'Family', heading: 'Family', path: '/family' },
  { label: 'Lessons', heading: 'Lessons', path: '/lessons' },
  { label: 'Guest passes', heading: 'Guest passes', path: '/guest-passes' },
  { label: 'Payments', heading: 'Payments', path: '/payments' },
];

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Moves focus to `target` with Tab alone, or Shift+Tab when it lies before the focused element (focus may have
 * stayed on a link further down the page); fails after `limit` presses.
 */
async function keyboardTo(page: Page, target: Locator, limit = 60): Promise<void> {
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${backwards ? 'Shift+Tab' : 'Tab'} in ${limit} presses`).toBeFocused();
}

async function expectAccountPage(page: Page, heading: string, title: string, path: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
  await expect(page).toHaveTitle(new RegExp(`\\| ${title}$`));
}

atEachWidth((width) => {
  test('Jordan sees what needs his attention: penalties that block booking and his document expiring', async ({
    page,
  }, testInfo) => {
    await page.goto(appUrl(testInfo, 'my-account', '/'));
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
    await logInHere(page, jordan);
    await expectAccountPage(page, 'Hello, Jordan', 'Dashboard', '/');
    await expect(page.getByText('BW100003')).toBeVisible();

    const alerts = page.getByRole('region', { name: 'Needs your attention' });
    await expect(alerts.getByRole('heading', { level: 3, name: 'You have outstanding penalties' })).toBeVisible();
    await expect(alerts.getByText('You cannot book activities until they are paid.')).toBeVisible();
    await expect(alerts.getByRole('link', { name: '0300 555 0100' })).toHaveAttribute('href', 'tel:03005550100');
    await expect(
      alerts.getByRole('heading', { level: 3, name: /^Your proof of eligibility expires in \d+ days?$/ }),
    ).toBeVisible();
    await expect(alerts.getByRole('link', { name: 'Upload a new document' })).toHaveAttribute(
      'href',
      /^\/memberships\/\d+\/document$/,
    );
    await expect(alerts.getByRole('link', { name: /^Upload proof of eligibility, Student Gym/ })).toHaveAttribute(
      'href',
      /^\/memberships\/\d+\/document$/,
    );

    await expect(page.getByRole('region', { name: 'Next bookings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your memberships' }).getByRole('listitem').first()).toBeVisible();
    await checkStateAt(page, testInfo, width, 'dashboard-alerts');
  });
});

test.describe('keyboard only: from the dashboard to every account page', () => {
  // Seven pages, each reached by Tab and checked with axe: longer than one page's journey.
  test.describe.configure({ timeout: 180_000 });

  test('at 1280 px through the account sub-navigation', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInToAccountAt(page, testInfo, '/login', sam);
    await expectAccountPage(page, 'Hello, Sam', 'Dashboard', '/');
    await expectNoAxeViolations(page);

    for (const { label, heading, path } of [
      ...accountPages,
      { label: 'Dashboard', heading: 'Hello, Sam', path: '/' },
    ]) {
      const link = accountNav(page).getByRole('link', { name: label, exact: true });
      await keyboardTo(page, link);
      await page.keyboard.press('Enter');
      await expectAccountPage(page, heading, label, path);
      await expect(accountNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoAxeViolations(page);
    }
    await screenshotAt(page, testInfo, 'dashboard-sam', 1280);
  });

  test('at 375 px through the Menu drawer, whose My account section lists the account pages', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await logInToAccountAt(page, testInfo, '/login', sam);
    await expectAccountPage(page, 'Hello, Sam', 'Dashboard', '/');

    // One menu on a phone (docs/decisions/0021): the drawer, the account pages a section of it.
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (const { label, heading, path } of [
      ...accountPages,
      { label: 'Account dashboard', heading: 'Hello, Sam', path: '/' },
    ]) {
      await keyboardTo(page, menuButton);
      await page.keyboard.press('Enter');
      const link = drawer.getByRole('list', { name: 'My account' }).getByRole('link', { name: label, exact: true });
      await expect(link).toBeVisible();
      await keyboardTo(page, link, 16);
      await page.keyboard.press('Enter');
      await expect(drawer).toBeHidden();
      await expectAccountPage(page, heading, label === 'Account dashboard' ? 'Dashboard' : label, path);
      await expectNoSidewaysScroll(page, 375);
      await expectNoAxeViolations(page);
    }
    await screenshotAt(page, testInfo, 'dashboard-sam', 375);
  });
});
