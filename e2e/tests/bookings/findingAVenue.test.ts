import type { Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { expect, test } from '../../support/fixtures.ts';
import { expectNoSidewaysScroll, screenshotAt } from '../platform/support/platform.ts';
import { bookingsUrl, checkAxe, logInHere, widths } from './support/bookingsSteps.ts';

// Finding a venue (issue 23, docs/decisions/0021-map-places-and-tile-style.md): the results are a list of cards at
// every width, the map names places from our own origin, and a logged-in customer starts at their home venue, with
// Change venue back to the finder and one menu on a phone. Sam's home venue is Salford Quays; nothing is changed.

const sam = { email: demoAccounts.memberWithoutDirectDebit.email, password: DEMO_PASSWORD };
const home = { slug: 'salford-quays', name: 'Salford Quays Leisure Centre' };

const results = (page: Page) => page.getByRole('list', { name: 'Venues' });

/** Taps on a touch screen, clicks elsewhere. */
async function press(page: Page, width: number, name: string, role: 'button' | 'link' = 'button') {
  const control = page.getByRole(role, { name, exact: true });
  if (width < 576) await control.tap();
  else await control.click();
}

/** Every answer for the map's place names that the page receives, from whatever origin. */
function watchPlaces(page: Page): { status: number; url: string }[] {
  const seen: { status: number; url: string }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/maps/places.geojson')) seen.push({ status: response.status(), url: response.url() });
  });
  return seen;
}

/** The map's canvas is drawn and its place names came from our own origin (the sandbox's places file). */
async function expectMapWithPlaces(page: Page, testInfo: TestInfo, places: { status: number; url: string }[]) {
  await expect(page.getByRole('group', { name: 'Map of venues' }).locator('canvas')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => places.length, { timeout: 15_000 }).toBeGreaterThan(0);
  for (const answer of places) {
    expect([200, 304]).toContain(answer.status);
    expect(new URL(answer.url).origin).toBe(new URL(bookingsUrl(testInfo)).origin);
  }
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use(
      width < 576
        ? { viewport: { width, height: 812 }, hasTouch: true, isMobile: true }
        : { viewport: { width, height: 900 } },
    );

    test('a visitor finds a venue in a list of cards and on a map that names the towns', async ({ page }, testInfo) => {
      // Several states, each checked with axe, and a map drawn: more than the default budget on a busy machine.
      test.slow();
      const places = watchPlaces(page);
      await page.goto(bookingsUrl(testInfo));
      await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
      await expect(results(page).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByTestId('swiper-dots')).toHaveCount(0);

      await page.getByRole('textbox', { name: 'Search town, postcode or venue name' }).fill('LS6');
      await press(page, width, 'Search');
      await expect(page.getByText('2 venues within 5 miles of LS6')).toBeVisible();
      // Each result a card in the list: name, address, distance and its button, one under another.
      const cards = results(page).getByRole('listitem');
      await expect(cards).toHaveCount(2);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
        'Kirkstall Fitness',
        'Leeds City Leisure Centre',
      ]);
      await expect(cards.first().locator('address')).toContainText('Leeds');
      await expect(cards.getByText(/^\d+\.\d miles$/)).toHaveText(['1.5 miles', '1.6 miles']);
      await expect(cards.last().getByRole('button', { name: 'Choose venue, Leeds City Leisure Centre' })).toBeVisible();
      const [first, second] = [await cards.first().boundingBox(), await cards.last().boundingBox()];
      expect(second!.y, 'the second card is below the first').toBeGreaterThanOrEqual(first!.y + first!.height);
      await expectNoSidewaysScroll(page, width);
      await checkAxe(page);

      if (width < 576) await press(page, width, 'Show map');
      await page.getByRole('group', { name: 'Map of venues' }).scrollIntoViewIfNeeded();
      await expectMapWithPlaces(page, testInfo, places);
      // Town zoom around LS6: the labels have a moment to be placed before the picture.
      await page.waitForTimeout(2_500);
      await checkAxe(page);
      await screenshotAt(page, testInfo, 'bookings-find-ls6', width);
    });

    test('a customer starts at their home venue, and Change venue finds another', async ({ page }, testInfo) => {
      test.slow();
      await page.goto(bookingsUrl(testInfo, '/login'));
      await logInHere(page, sam);
      await expect(page).toHaveURL(bookingsUrl(testInfo, `/location/${home.slug}`));
      await expect(page.getByRole('heading', { level: 1, name: home.name })).toBeVisible();
      await checkAxe(page);
      await screenshotAt(page, testInfo, 'bookings-home-venue', width);

      await press(page, width, 'Change venue', 'link');
      await expect(page).toHaveURL(bookingsUrl(testInfo, '/venues'));
      await expect(page.getByRole('heading', { level: 2, name: 'Find a venue' })).toBeVisible();
      await expect(results(page).getByRole('listitem').first()).toBeVisible();
      await checkAxe(page);
      // Back is the home venue again, not a bounce through /.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: home.name })).toBeVisible();

      // Opening a bookings page afresh at / still starts at home.
      await page.goto(bookingsUrl(testInfo));
      await expect(page).toHaveURL(bookingsUrl(testInfo, `/location/${home.slug}`));
    });
  });
}

test.describe('at 375 px with touch, logged in', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('one menu: the drawer, with the account pages as a section of it', async ({ page }, testInfo) => {
    test.slow();
    await page.goto(bookingsUrl(testInfo, '/login'));
    await logInHere(page, sam);
    await expect(page.getByRole('heading', { level: 1, name: home.name })).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Book an activity' })).toBeVisible();
    const account = drawer.getByRole('list', { name: 'My account' });
    await expect(account.getByRole('link', { name: 'My details' })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Log out' })).toBeAttached();
    await checkAxe(page);
    await page.screenshot({ path: testInfo.outputPath('bookings-menu-375.png') });

    // On my account too: no Account menu under the header, the drawer holds the pages.
    await account.getByRole('link', { name: 'Payments' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    await expect(account.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    await checkAxe(page);
    await page.screenshot({ path: testInfo.outputPath('account-menu-375.png') });
  });
});
