import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import {
  addToBasket,
  bookingsUrl,
  checkAxe,
  customerAndOpenSession,
  dayTab,
  dayTabName,
  headerBasket,
  logInAtVenueDay,
  openSessions,
} from './support/bookingsSteps.ts';

// Issue 23 on a phone and a desktop: the sticky basket bar, a new page at the top and Back where it was, prices by
// name (docs/decisions/0026, 0027).
const venue = 'bradford-pool';
const activities = ['Lane Swimming', 'Aqua Aerobics'];

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const basketBar = (page: Page) => page.getByRole('region', { name: 'Your basket' });

const screens = [
  { name: 'a phone', phone: true, use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } },
  { name: 'a desktop', phone: false, use: { viewport: { width: 1280, height: 900 } } },
] as const;

for (const screen of screens) {
  test.describe(`on ${screen.name}`, () => {
    test.use(screen.use);
    const press = (target: ReturnType<Page['getByRole']>) => (screen.phone ? target.tap() : target.click());
    const shot = (page: Page, testInfo: TestInfo, name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${screen.use.viewport.width}.png`) });

    test('a visitor sees each price with its name, never "From" the cheapest', async ({ page, request }, testInfo) => {
      const { daysAhead } = await openSessions(request, { venue, activities: ['Lane Swimming'], count: 1 });
      await page.goto(bookingsUrl(testInfo, `/location/${venue}`));
      await press(dayTab(page, dayTabName(daysAhead)));
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lane Swimming' }) });
      await expect(card.first()).toContainText(/Adult £\d+\.\d\d · Junior £\d+\.\d\d/);
      await expect(page.getByRole('main')).not.toContainText('From £');
      await expect(basketBar(page)).toHaveCount(0);
      await checkAxe(page);
      await card.first().scrollIntoViewIfNeeded();
      await shot(page, testInfo, 'visitor-prices');
    });

    test('the basket bar follows Add to basket; checkout opens at the top and Back returns to the place', async ({
      page,
      request,
    }, testInfo) => {
      const { customer, daysAhead, session } = await customerAndOpenSession(request, { venue, activities });
      await logInAtVenueDay(page, testInfo, { venue, daysAhead }, customer);
      await expect(basketBar(page)).toHaveCount(0);

      await press(addToBasket(page, session));
      await expect(headerBasket(page)).toHaveAccessibleName('Basket, 1 item');
      const bar = basketBar(page);
      await expect(bar).toBeVisible();
      await expect(bar).toContainText('1 item');
      await expect(bar).toContainText(/£\d+\.\d\d/);
      // Held at the bottom of the screen while the timetable scrolls under it.
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(screen.use.viewport.height + 1);
      await checkAxe(page);
      await shot(page, testInfo, 'timetable-basket-bar');

      await page.evaluate(() => window.scrollTo(0, 700));
      await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
      const left = await scrollY(page);
      await press(bar.getByRole('link', { name: 'Checkout', exact: true }));
      await expect(page).toHaveURL(bookingsUrl(testInfo, '/checkout'));
      await expect(page.getByRole('heading', { level: 1, name: /^Checkout/ })).toBeVisible();
      expect(await scrollY(page)).toBe(0);

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Bradford Aquatics' })).toBeVisible();
      await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(2);

      // The basket page: one Checkout, in the bar on a phone and in the summary on a desktop.
      await press(headerBasket(page));
      await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      await expect(page.getByRole('link', { name: 'Checkout', exact: true })).toHaveCount(1);
      await expect(basketBar(page)).toHaveCount(screen.phone ? 1 : 0);
      await expect(page.getByText(/^Total \(including VAT £\d+\.\d\d\)$/)).toBeVisible();
      await checkAxe(page);
      await shot(page, testInfo, 'basket');
    });
  });
}
