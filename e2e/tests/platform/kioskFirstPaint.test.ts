import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { appUrl } from './support/platform.ts';

/** What the page showed the first time a header (the site's or the kiosk bar) and the kiosk home's links appeared. */
interface FirstPaint {
  chrome: { siteHeader: boolean; basket: boolean; kioskBar: boolean } | null;
  links: { buyMembership: string | null; bookActivity: string | null } | null;
}

declare global {
  interface Window {
    __firstPaint?: FirstPaint;
  }
}

/**
 * Runs before any script of the page: a MutationObserver that writes down the DOM the first time a header and the
 * kiosk home's links are in it. Its callback runs after each commit and before the browser paints, so a state it
 * never saw was never on screen.
 */
function recordFirstPaint() {
  const seen: FirstPaint = { chrome: null, links: null };
  window.__firstPaint = seen;
  const linkTo = (text: string) =>
    [...document.querySelectorAll('a')].find((link) => link.textContent?.trim() === text)?.href ?? null;
  const look = () => {
    const headers = [...document.querySelectorAll('header')];
    const siteHeader = headers.some((header) => header.querySelector('nav[aria-label="Main"]'));
    const kioskBar = headers.some(
      (header) => !header.querySelector('nav[aria-label="Main"]') && header.querySelector('a[href*="/kiosk"]'),
    );
    if (!seen.chrome && (siteHeader || kioskBar)) {
      const basket = [...document.querySelectorAll('header a')].some((link) => /basket/i.test(link.textContent ?? ''));
      seen.chrome = { siteHeader, basket, kioskBar };
    }
    const buyMembership = linkTo('Buy a membership');
    const bookActivity = linkTo('Book an activity');
    if (!seen.links && (buyMembership || bookActivity)) seen.links = { buyMembership, bookActivity };
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
}

async function firstPaint(page: Page): Promise<FirstPaint> {
  return page.evaluate(() => window.__firstPaint!);
}

const params = (href: string | null | undefined) => Object.fromEntries(new URL(href ?? 'about:blank').searchParams);

// docs/product/modes.md D16, D17 and decision 0916: the flags come from the address the page opens with, before its
// first render; a tap on a link painted without them would leave kiosk mode (no idle reset for the next visitor).
test.describe('kiosk flags from the very first paint', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordFirstPaint);
  });

  test('the kiosk home: the kiosk bar and links carrying the flags, never the site header', async ({
    page,
  }, testInfo) => {
    await page.goto(appUrl(testInfo, 'online-joining', '/kiosk?centre=bath-sports'));
    await expect(page.getByRole('link', { name: 'Book an activity' })).toBeVisible();

    const seen = await firstPaint(page);
    // The kiosk bar's own basket, from the first paint (docs/decisions/0024).
    expect(seen.chrome).toEqual({ siteHeader: false, basket: true, kioskBar: true });
    expect(new URL(seen.links!.buyMembership!).pathname).toBe('/centre/bath-sports');
    expect(params(seen.links!.buyMembership)).toEqual({ kiosk: 'true', centre: 'bath-sports' });
    expect(new URL(seen.links!.bookActivity!).hostname).toMatch(/^bookings\./);
    expect(params(seen.links!.bookActivity)).toEqual({ kiosk: 'true', centre: 'bath-sports' });
  });

  for (const label of ['bookings', 'my-account', 'online-joining'] as const) {
    test(`${label}: opened with ?kiosk=true, the first header painted is the kiosk bar`, async ({ page }, testInfo) => {
      await page.goto(appUrl(testInfo, label, '/?kiosk=true&centre=bath-sports'));
      await expect(page.getByRole('banner').getByRole('link', { name: /Home$/ })).toBeVisible();

      expect((await firstPaint(page)).chrome).toEqual({ siteHeader: false, basket: true, kioskBar: true });
    });
  }
});
