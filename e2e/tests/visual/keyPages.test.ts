import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { atEachWidth } from '../../support/widths.ts';
import { addSessionToBasket, logInAtVenueDay, openSessions } from '../bookings/support/bookingsSteps.ts';
import { registerCustomer } from '../checkout/support/checkoutCustomer.ts';
import { appUrl, firstVenue, logIn } from '../platform/support/platform.ts';

/*
 * Visual regression of the key pages (docs/decisions/0019): the production build at the run's fixed instant, against
 * the baselines in baselines/keyPages.test.ts/. They run on the faults sandbox (project visual-pages), each test
 * resetting it first while it holds its lock, so they see the seed as it was when the baselines were made. What other tests running beside this one change is masked, so only
 * a change to how the page is drawn fails (dynamicParts). `pnpm visual:update` (e2e/README.md) rewrites the
 * baselines.
 */

/**
 * What other tests or the ticking clock change between runs, painted over in the comparison: places left, a hold's
 * end, and the demo member's next bookings (other journeys book and cancel for Sam).
 */
function dynamicParts(page: Page): Locator[] {
  return [
    page.getByText(/^(\d+ spaces? left|Full)$/),
    page.getByText(/^Held until /),
    page.getByRole('heading', { name: 'Next bookings' }).locator('..'),
  ];
}

/** Toasts close by themselves after 5 s (docs/product/platform.md §4): dismissed, so none is caught half-way. */
async function dismissToasts(page: Page): Promise<void> {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

/** The whole page, checked with axe, against its baseline `name` at `width`. */
async function expectPageLooksAsBefore(page: Page, name: string, width: number): Promise<void> {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await dismissToasts(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expectNoAxeViolations(page);
  await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true, mask: dynamicParts(page) });
}

atEachWidth((width) => {
  test('bookings home, after a search', async ({ page, sandbox }, testInfo) => {
    await sandbox.reset();
    await page.goto(appUrl(testInfo, 'bookings'));
    await page.getByRole('textbox', { name: 'Search town, postcode or venue name' }).fill('Manchester');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Venues' })).toBeVisible();
    await expectPageLooksAsBefore(page, 'bookings-home', width);
  });

  test("a venue's timetable and the basket", async ({ page, request, sandbox }, testInfo) => {
    await sandbox.reset();
    const customer = await registerCustomer(request);
    const { daysAhead, sessions } = await openSessions(request, {
      venue: 'leeds-city',
      activities: ['Spin', 'Lane Swimming', 'Pilates'],
    });
    await logInAtVenueDay(page, testInfo, { venue: 'leeds-city', daysAhead }, customer);
    await addSessionToBasket(page, sessions[0]!, 1);
    await expectPageLooksAsBefore(page, 'bookings-timetable', width);
    await page.goto(appUrl(testInfo, 'bookings', '/basket'));
    await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);
    await expectPageLooksAsBefore(page, 'bookings-basket', width);
  });

  test("online joining's memberships at a centre", async ({ page, request, sandbox }, testInfo) => {
    await sandbox.reset();
    const centre = await firstVenue(request, '/api/venues/online-joining');
    await page.goto(appUrl(testInfo, 'online-joining', `/centre/${centre.slug}`));
    await expect(page.getByRole('region', { name: 'Choose your membership', exact: true })).toBeVisible();
    await expectPageLooksAsBefore(page, 'online-joining-memberships', width);
  });

  test('my account dashboard, logged in', async ({ page, sandbox }, testInfo) => {
    await sandbox.reset();
    await page.goto(appUrl(testInfo, 'my-account', '/login'));
    await logIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sam' })).toBeVisible();
    await expectPageLooksAsBefore(page, 'my-account-dashboard', width);
  });
});
