import { demoAccounts } from '@leisure/sandbox-api/testing';
import { expect, test } from '../../support/fixtures.ts';
import { bookingsUrl, checkAxe, dayTab, dayTabName } from '../bookings/support/bookingsSteps.ts';
import { bookableNow, findSessions, tokenOf } from '../bookings/support/memberApi.ts';
import { appUrl, expectNoSidewaysScroll } from '../platform/support/platform.ts';
import { deskShot, logInAtDesk, searchCustomers, staffBar, startDeskJourney } from './support/frontDesk.ts';

// The kiosk tablet and the desk (issue 23, docs/decisions/0024, 0025), at a 1080 px tablet with touch and at 1280 px.
const chris = demoAccounts.sharedEmailParent;
const venue = 'wakefield-sports';

// Both widths serve Chris from the same desk log-in, so they share one basket: one at a time.
test.describe.configure({ mode: 'serial' });

for (const width of [1080, 1280]) {
  test.describe(`at ${width} px${width === 1080 ? ' with touch' : ''}`, () => {
    test.use({ viewport: { width, height: 900 }, hasTouch: width === 1080 });

    test("the kiosk: a basket in the bar, What's on today, and Book an activity opens the Leeds timetable", async ({
      page,
    }, testInfo) => {
      await page.goto(appUrl(testInfo, 'online-joining', '/kiosk?centre=leeds-city'));
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Leeds City Leisure Centre' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Basket 0 items' })).toBeVisible();
      const today = page.getByRole('region', { name: "What's on today" });
      // Saturday 21:30 (e2e/support/fixtures.ts): the day's sessions are over.
      await expect(today).toContainText('Nothing more is on at Leeds City Leisure Centre today.');
      // Every control is a tablet target (44 px or more).
      const small = await page
        .locator('header a, header button, main a, main button')
        .evaluateAll((controls) =>
          controls
            .filter((control) => control.getBoundingClientRect().height < 44)
            .map((control) => control.textContent),
        );
      expect(small).toEqual([]);
      await expectNoSidewaysScroll(page, width);
      await checkAxe(page);
      await deskShot(page, testInfo, width, 'kiosk-home');

      const book = page.getByRole('link', { name: 'Book an activity' });
      if (width === 1080) await book.tap();
      else await book.click();
      await expect(page).toHaveURL(/bookings\.[^/]+\/location\/leeds-city\?.*kiosk=true/);
      await expect(page.getByRole('heading', { level: 1, name: 'Leeds City Leisure Centre' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Venues' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Basket 0 items/ })).toBeVisible();
      await checkAxe(page);
      await deskShot(page, testInfo, width, 'kiosk-timetable');
    });

    test('the desk: identity in the results, Complete order explains, then Book another or Next customer', async ({
      page,
      request,
    }, testInfo) => {
      const shot = await startDeskJourney(page, testInfo, width);
      await logInAtDesk(page, bookingsUrl(testInfo, '/login'));
      // Staff start on their desk's venue.
      await expect(page).toHaveURL(/\/location\/leeds-city/);
      const dialog = await searchCustomers(page, chris.reference);
      const select = dialog.getByRole('button', { name: `Select Chris Hughes, ${chris.reference}` });
      await expect(dialog.getByText(/^Born \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
      await expect(dialog.getByText('No membership')).toBeVisible();
      await checkAxe(page);
      await shot('desk-search');
      await select.click();
      await expect(staffBar(page)).toContainText(`Serving Chris Hughes, ${chris.reference}`);

      const { daysAhead, sessions } = await findSessions(
        request,
        await tokenOf(request, chris.reference),
        venue,
        (session) =>
          bookableNow(session) && session.your_price?.kind === 'casual' && session.name === 'Pickleball Drop-in',
      );
      const session = sessions[width === 1080 ? 0 : 1] ?? sessions[0]!;
      await page.goto(bookingsUrl(testInfo, `/location/${venue}`));
      await dayTab(page, dayTabName(daysAhead)).click();
      await page
        .getByRole('button', { name: new RegExp(`^Add to basket, ${session.name}, ${session.start_time}`) })
        .first()
        .click();
      await expect(page.getByText('Successfully added item to the basket.')).toBeVisible();

      await page.goto(bookingsUrl(testInfo, '/checkout'));
      const panel = page.getByRole('region', { name: 'Take payment at the desk' });
      const balance = panel.getByText(/^Balance left to pay:/);
      const due = /£([\d,]+\.\d\d)/.exec((await balance.textContent())!)![1]!;
      await panel.getByLabel('Cash tendered (£)').fill(due);
      await panel.getByRole('button', { name: 'Apply cash' }).click();
      await expect(balance).toHaveText('Balance left to pay: £0.00');
      const complete = panel.getByRole('button', { name: 'Complete order' });
      await complete.click();
      await expect(panel.getByRole('alert')).toHaveText(
        'Ask the customer to agree to the Terms of sale, then tick "The customer agreed at the desk".',
      );
      const agreed = page.getByRole('checkbox', { name: 'The customer agreed at the desk' });
      await expect(agreed).toBeFocused();
      await expectNoSidewaysScroll(page, width);
      await checkAxe(page);
      await shot('desk-unagreed');

      await agreed.check();
      await complete.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Book another for Chris Hughes' })).toBeVisible();
      await checkAxe(page);
      await shot('desk-confirmed');
      await page.getByRole('link', { name: 'Next customer' }).click();
      await expect(page.getByRole('dialog', { name: 'Find a customer' })).toBeVisible();
      await expect(staffBar(page)).toContainText('No customer selected');
      await expect(page).toHaveURL(/\/location\/leeds-city$/);
    });
  });
}
