import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type FrontEndLabel } from '../../support/fixtures.ts';
import { appUrl } from './support/platform.ts';

/*
 * docs/decisions/0905: the page the web server sends for an entry route paints the route's heading and intro before
 * any script runs, set where and as large as the app sets them before its fonts load, so the app's words replace
 * them in place (nothing moves, and the first words painted stay the largest: the phone's largest paint is the
 * page's, not the app's).
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const routes: { label: FrontEndLabel; path: string; heading: string; intro: RegExp }[] = [
  { label: 'online-joining', path: '/', heading: 'Online Joining', intro: /^Become a member online/ },
  { label: 'online-joining', path: '/centre/bath-sports', heading: 'Online Joining', intro: /^Become a member online/ },
  { label: 'bookings', path: '/', heading: 'Book an activity', intro: /^Classes, swimming, courts/ },
  { label: 'my-account', path: '/login', heading: 'Log in', intro: /^Use the email address or customer ID/ },
];

/** Lighthouse's phone (Moto G Power) and a desktop. */
const viewports = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
];

/** The web fonts never arrive, so the app's words are in the fallback stack, as on its first paint. */
async function withoutWebFonts(page: Page): Promise<void> {
  await page.route(/\.woff2?(\?|$)/, (route) => route.abort());
}

async function boxOf(page: Page, selector: string, text: RegExp | string): Promise<Box> {
  const element = page.locator(selector).filter({ hasText: text }).first();
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  if (!box) throw new Error(`${selector} "${String(text)}" has no box`);
  return box;
}

function expectSameBox(app: Box, frame: Box, what: string): void {
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(
      Math.abs(app[side] - frame[side]),
      `${what}: ${side} ${app[side]} in the app, ${frame[side]} painted first`,
    ).toBeLessThanOrEqual(1);
  }
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route.label} ${route.path}: the words painted before the app are the app’s, in its place`, async ({
        page,
      }, testInfo) => {
        await withoutWebFonts(page);

        // Before any script: the app's code never arrives.
        await page.route(/\/assets\/.*\.js(\?|$)/, (scriptRoute) => scriptRoute.abort());
        await page.goto(appUrl(testInfo, route.label, route.path));
        const frameHeading = await boxOf(page, '.first-paint-heading', route.heading);
        const frameIntro = await boxOf(page, '.first-paint-intro', route.intro);
        // The frame is hidden from assistive technology; its status says the page is loading.
        await expect(page.getByRole('status')).toHaveText('Loading');
        await expect(page.getByRole('heading')).toHaveCount(0);
        await expectNoAxeViolations(page);

        await page.unroute(/\/assets\/.*\.js(\?|$)/);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page.locator('.first-paint-words')).toBeHidden();
        expectSameBox(await boxOf(page, 'main h1', route.heading), frameHeading, 'the heading');
        expectSameBox(await boxOf(page, 'main p', route.intro), frameIntro, 'the intro');
      });
    }
  });
}
