import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../../../support/fixtures.ts';
import { logInHere } from '../../bookings/support/bookingsSteps.ts';
import { appUrl } from '../../platform/support/platform.ts';

/** Opens a page of my account at `path`; it asks to log in first (docs/product/account.md), and `login` does. */
export async function logInToAccountAt(
  page: Page,
  testInfo: TestInfo,
  path: string,
  login: { email: string; password: string },
): Promise<void> {
  await page.goto(appUrl(testInfo, 'my-account', path));
  await logInHere(page, login);
}

/** The page's heading. */
export async function expectAccountHeading(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The page's heading, which its title repeats ("… | Packages"). */
export async function expectAccountHeadingAndTitle(page: Page, heading: string): Promise<void> {
  await expectAccountHeading(page, heading);
  await expect(page).toHaveTitle(new RegExp(`\\| ${heading}$`));
}

/** The log-in form refused the email, customer ID or password (its error summary links to the field). */
export async function expectLogInRefused(page: Page): Promise<void> {
  await expect(
    page.getByRole('link', { name: 'The email address, customer ID or password you entered is incorrect.' }),
  ).toBeVisible();
}
