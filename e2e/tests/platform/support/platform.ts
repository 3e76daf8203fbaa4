import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import {
  expect,
  expectNoAxeViolations,
  frontEndUrl,
  ownsFaultsSandbox,
  type FrontEndLabel,
} from '../../../support/fixtures.ts';

/** A demo customer of the sandbox. */
const { email, firstName } = demoAccounts.memberWithoutDirectDebit;
export const demoCustomer = { email, password: DEMO_PASSWORD, firstName };

export const frontEnds: FrontEndLabel[] = ['bookings', 'my-account', 'online-joining'];

/** A front end's URL for the project the test runs in (each project has its own sandbox and host server). */
export function appUrl(testInfo: TestInfo, label: FrontEndLabel, path = '/'): string {
  return frontEndUrl(label, ownsFaultsSandbox(testInfo) ? 'faults' : 'chromium', path);
}

/** Fills in and submits the log-in form of the page. */
export async function logIn(page: Page, { email, password } = demoCustomer): Promise<void> {
  await page.getByLabel('Email or customer ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The site header's own navigation (the Main landmark's links). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Waits until the header says the visitor is logged in (My account) or out (Log in). */
export async function expectHeaderLoggedIn(page: Page, loggedIn: boolean, timeout?: number): Promise<void> {
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: loggedIn ? 'My account' : 'Log in' })).toBeVisible({ timeout });
  await expect(nav.getByRole('link', { name: loggedIn ? 'Log in' : 'My account' })).toHaveCount(0);
}

interface ApiVenue {
  slug: string;
  name: string;
}

/** The first venue of a list endpoint of the sandbox the test's project talks to, e.g. `/api/activities/venues`. */
export async function firstVenue(request: APIRequestContext, path: string): Promise<ApiVenue> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  const venues = ((await response.json()) as { data: ApiVenue[] }).data;
  expect(venues.length).toBeGreaterThan(0);
  return venues[0]!;
}

/** A venue's header colour as the sandbox's theme gives it, in the rgb() form computed styles use. */
export async function themeHeaderColour(request: APIRequestContext, venue?: string): Promise<string> {
  const response = await request.get('/api/frontend/theme', { params: venue ? { venue } : {} });
  expect(response.ok()).toBe(true);
  const hex = ((await response.json()) as { data: { theme_app_header_bg_colour: string } }).data
    .theme_app_header_bg_colour;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * Saves screenshots at `width` into test-results and attaches them to the report: the whole page, and what shows
 * before scrolling (long pages shrink past reading in the first).
 */
export async function screenshotAt(page: Page, testInfo: TestInfo, name: string, width: number): Promise<void> {
  for (const fullPage of [true, false]) {
    const shot = `${name}-${width}${fullPage ? '' : '-first-screen'}`;
    const path = testInfo.outputPath(`${shot}.png`);
    await page.screenshot({ path, fullPage });
    await testInfo.attach(shot, { path, contentType: 'image/png' });
  }
}

/**
 * Nothing may stick out sideways at the viewport width (names the elements that do). Content inside a box that
 * scrolls or clips sideways on its own (the timetable's day tabs, a map's markers) is that box's business,
 * as long as the box fits.
 */
export async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const overflowing = await page.evaluate((viewport) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
    const insideSidewaysBox = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible') return parent.getBoundingClientRect().right <= viewport + 1;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 1)
      .filter((element) => !insideSidewaysBox(element))
      .filter(
        (element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= viewport + 1,
      )
      .slice(0, 5)
      .map((element) => describe(element));
  }, width);
  expect(overflowing, `elements wider than the ${width} px viewport`).toEqual([]);
}

/**
 * One state of a page at `width`, checked as every journey checks each state it passes through: nothing sticks out
 * sideways, axe and label in name pass (support/axe.ts); then, if named, it is saved as `shot` (screenshotAt).
 */
export async function checkStateAt(page: Page, testInfo: TestInfo, width: number, shot?: string): Promise<void> {
  await expectNoSidewaysScroll(page, width);
  await expectNoAxeViolations(page);
  if (shot) await screenshotAt(page, testInfo, shot, width);
}

/**
 * Printed (the print media type): `hidden` are not there and `shown` is; saved as `shot`. The screen media type is
 * back afterwards.
 */
export async function expectPrintedAt(
  page: Page,
  testInfo: TestInfo,
  width: number,
  { hidden, shown, shot }: { hidden: Locator[]; shown: Locator; shot: string },
): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  for (const locator of hidden) await expect(locator).toBeHidden();
  await expect(shown).toBeVisible();
  await screenshotAt(page, testInfo, shot, width);
  await page.emulateMedia({ media: 'screen' });
}
