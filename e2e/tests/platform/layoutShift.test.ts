import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { expect, test, type FrontEndLabel } from '../../support/fixtures.ts';
import { atEachWidth } from '../../support/widths.ts';
import { logInHere } from '../bookings/support/bookingsSteps.ts';
import { appUrl, checkStateAt } from './support/platform.ts';
import { cumulativeLayoutShift, layoutShifts, recordLayoutShifts } from './support/layoutShift.ts';
import { checkoutHeading, customerWithCart } from '../checkout/support/checkoutPage.ts';

// Deep pages whose boxes moved as their data, a page loaded on demand or the web font arrived (issue 24, measured by
// Lighthouse: /family 0.596, joining's /checkout 0.625 and /login 0.436, /guest-passes 0.277). Each loads in a
// fresh document and must shift less than 0.1, Lighthouse's "good" (docs/decisions/0032-no-layout-shift-on-deep-pages.md).

type LogIn = { email: string; password: string };
const chris = async (): Promise<LogIn> => ({
  email: demoAccounts.sharedEmailParent.reference,
  password: DEMO_PASSWORD,
});
const sam = async (): Promise<LogIn> => ({
  email: demoAccounts.memberWithoutDirectDebit.email,
  password: DEMO_PASSWORD,
});
/** A customer of the test's own with a joining cart: a demo member's cart is whatever other tests left in it. */
const customerAtCheckout = async (request: APIRequestContext): Promise<LogIn> =>
  (await customerWithCart(request)).customer;

interface DeepPage {
  name: string;
  app: FrontEndLabel;
  path: string;
  login?: (request: APIRequestContext) => Promise<LogIn>;
  /** What shows once the page has what it loads. */
  loaded(page: Page): Promise<void>;
}

const deepPages: DeepPage[] = [
  {
    name: 'family',
    app: 'my-account',
    path: '/family',
    login: chris,
    loaded: (page) => expect(page.getByRole('form', { name: 'Add a child' })).toBeVisible(),
  },
  {
    name: 'guest-passes',
    app: 'my-account',
    path: '/guest-passes',
    login: sam,
    loaded: (page) => expect(page.getByRole('form', { name: 'Issue a guest pass' })).toBeVisible(),
  },
  {
    // The checkout with a membership in the cart: its summary, terms and card form arrive with their own calls.
    name: 'joining-checkout',
    app: 'online-joining',
    path: '/checkout',
    login: customerAtCheckout,
    loaded: async (page) => {
      await expect(checkoutHeading(page)).toBeVisible();
      await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();
    },
  },
  {
    name: 'joining-login',
    app: 'online-joining',
    path: '/login',
    loaded: (page) => expect(page.getByRole('form', { name: 'Log in' })).toBeVisible(),
  },
];

/** Nothing left to arrive: no call in flight, the web fonts in, no "Loading …" in the main content. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Loading/ }),
  ).toHaveCount(0);
}

atEachWidth((width) => {
  for (const deepPage of deepPages) {
    test(`${deepPage.app} ${deepPage.path} loads without its boxes moving`, async ({ page, request }, testInfo) => {
      // A log-in, a fresh load, axe and two screenshots: over the 60 s budget on a busy 2-core machine.
      test.slow();
      if (deepPage.login) {
        await page.goto(appUrl(testInfo, deepPage.app, '/login'));
        await logInHere(page, await deepPage.login(request));
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      }
      await recordLayoutShifts(page);
      await page.goto(appUrl(testInfo, deepPage.app, deepPage.path));
      await deepPage.loaded(page);
      await settle(page);
      const shifts = await layoutShifts(page);
      expect(cumulativeLayoutShift(shifts), JSON.stringify(shifts, null, 1)).toBeLessThan(0.1);
      await checkStateAt(page, testInfo, width, `layout-shift-${deepPage.name}`);
    });
  }
});
