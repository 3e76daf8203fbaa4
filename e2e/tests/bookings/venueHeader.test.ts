import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { appUrl } from '../platform/support/platform.ts';

// The top of a venue's page (docs/decisions/0020-imagery-from-the-api.md): its picture from the API, opening hours,
// facilities with icons and a small map (shown when asked for), above the timetable; at a phone's width (touch) and
// a desktop's.
const VENUE = '/location/leeds-city';
const shots = process.env.E2E_VENUE_SHOTS;

async function expectHeader(page: import('@playwright/test').Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Leeds City Leisure Centre' })).toBeVisible();
  const picture = main.getByRole('img', { name: 'Illustration of the outside of Leeds City Leisure Centre' });
  await expect(picture).toBeVisible();
  // Loaded from the sandbox (the page's policy allows it), at the size the API gave.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
  await expect(main.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
  await expect(main.getByText('6:30am–10pm')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Facilities' }).getByRole('listitem').first()).toHaveText('25 m pool');
  // The facilities' and sessions' icons have loaded (decorative, hidden from assistive technology).
  await expect(main.getByRole('list', { name: 'Facilities' }).locator('svg').first()).toBeAttached();
  await expect(main.getByRole('tablist', { name: 'Days' })).toBeVisible();
}

test.describe('at 375 px with touch', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("the venue's picture, hours and facilities stack above the timetable; the map comes when asked", async ({
    page,
  }, testInfo) => {
    await page.goto(appUrl(testInfo, 'bookings', VENUE));
    await expectHeader(page);
    const box = await page.getByRole('main').getByRole('img').first().boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(2.5, 1);
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/venue-375.png`, fullPage: false });
    await page.getByRole('button', { name: 'Show map' }).tap();
    await expect(page.getByRole('group', { name: 'Map of Leeds City Leisure Centre' })).toBeVisible();
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/venue-375-full.png`, fullPage: true });
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the picture and facilities sit beside the name, hours and the map, shown when asked for', async ({
    page,
  }, testInfo) => {
    await page.goto(appUrl(testInfo, 'bookings', VENUE));
    await expectHeader(page);
    const main = page.getByRole('main');
    const picture = await main.getByRole('img').first().boundingBox();
    const hours = await main.getByRole('heading', { name: 'Opening hours' }).boundingBox();
    expect(hours!.x).toBeGreaterThan(picture!.x + picture!.width);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByRole('group', { name: 'Map of Leeds City Leisure Centre' })).toBeVisible();
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/venue-1280.png`, fullPage: true });
  });
});
