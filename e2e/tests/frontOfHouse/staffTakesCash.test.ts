import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { expect, startContextClock, test } from '../../support/fixtures.ts';
import { bookingsUrl, checkAxe, dayTab, dayTabName, logInHere, widths } from '../bookings/support/bookingsSteps.ts';
import { bookableNow, findSessions, type PricedSession, tokenOf } from '../bookings/support/memberApi.ts';
import { appUrl, expectNoSidewaysScroll } from '../platform/support/platform.ts';
import {
  checkAndShootReceipt,
  logInAtDesk,
  printReceipt,
  searchCustomers,
  staffBar,
  startDeskJourney,
} from './support/frontDesk.ts';

// Front of house takes cash (issue 14, docs/decisions/0620, 0621): the desk's member of staff serves Sam, books a
// class for him, takes cash with change to give, completes the order at £0 and prints the receipt; Sam then sees
// the booking in his account.

const sam = demoAccounts.memberWithoutDirectDebit;

/**
 * A £5.00 class for Sam (Pickleball Drop-in at the casual price) at a venue no other test books at, so no test of
 * his own account books the same ones and no waiting-list test fills them up meanwhile.
 */
const venue = 'wakefield-sports';
const fivePoundClass = (session: PricedSession) =>
  session.name === 'Pickleball Drop-in' && bookableNow(session) && session.your_price?.kind === 'casual';

const pence = (text: string) => Math.round(Number(/([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, '')) * 100);
const pounds = (amount: number) => `£${(amount / 100).toFixed(2)}`;

const deskPanel = (page: Page) => page.getByRole('region', { name: 'Take payment at the desk' });

async function selectSam(page: Page) {
  const dialog = await searchCustomers(page, sam.reference);
  await dialog.getByRole('button', { name: `Select Sam Patel, ${sam.reference}`, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(staffBar(page)).toContainText(`Serving Sam Patel, ${sam.reference}`);
}

// Both widths serve Sam from the same desk log-in, so they share one basket (staff, Sam: docs/decisions/0303): one at a
// time.
test.describe.configure({ mode: 'serial' });

for (const width of widths) {
  test(`staff take £5 cash for Sam's class, give change and print the receipt; Sam sees the booking (${width} px)`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const shot = await startDeskJourney(page, testInfo, width);
    // Each width books the next class Sam has not booked yet.
    const { daysAhead, sessions } = await findSessions(
      request,
      await tokenOf(request, sam.email),
      venue,
      fivePoundClass,
    );
    const session = sessions[0]!;

    await page.setViewportSize({ width, height: 900 });
    await logInAtDesk(page, bookingsUrl(testInfo, `/login?redirect=%2Flocation%2F${venue}`));
    await expect(staffBar(page)).toBeVisible();
    await selectSam(page);

    await dayTab(page, dayTabName(daysAhead)).click();
    await page
      .getByRole('button', { name: new RegExp(`^Add to basket, ${session.name}, ${session.start_time}`) })
      .first()
      .click();
    // The place goes into Sam's basket.
    await expect(page.getByText('Successfully added item to the basket.')).toBeVisible();

    await page.goto(bookingsUrl(testInfo, '/checkout'));
    await expect(page.getByRole('heading', { level: 1, name: /^Checkout: £/ })).toBeVisible();
    await expect(staffBar(page)).toContainText('Serving Sam Patel');
    const panel = deskPanel(page);
    await expect(panel).toBeVisible();
    const balance = panel.getByText(/^Balance left to pay:/);
    const due = pence((await balance.textContent())!);
    expect(pounds(due), 'Sam pays £5.00 for the class').toBe('£5.00');
    await expect(panel.getByRole('button', { name: 'Complete order' })).toHaveAttribute('aria-disabled', 'true');
    // Staff record that Sam agreed at the desk; they tick nothing for him (docs/decisions/0025).
    await page.getByRole('checkbox', { name: 'The customer agreed at the desk' }).check();
    await expectNoSidewaysScroll(page, width);
    await checkAxe(page);
    await shot('checkout-desk');

    // Sam hands over a £10 note: £5 cash is taken, and £5 goes back.
    await panel.getByLabel('Cash tendered (£)').fill(((due + 500) / 100).toFixed(2));
    await panel.getByRole('button', { name: 'Apply cash' }).click();
    await expect(balance).toHaveText('Balance left to pay: £0.00');
    await expect(panel.getByText(`Cash tendered ${pounds(due + 500)}. Give £5.00 change.`)).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Payments taken' })).toContainText(`Cash ${pounds(due)}`);
    const complete = panel.getByRole('button', { name: 'Complete order' });
    await expect(complete).not.toHaveAttribute('aria-disabled');
    await checkAxe(page);
    await shot('cash-taken');

    await complete.click();
    await expect(page.getByText('Order completed Successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: session.name })).toBeVisible();
    await checkAxe(page);
    await shot('confirmed');

    const receipt = await printReceipt(page, { customer: 'Sam Patel', item: session.name, paid: `Cash${pounds(due)}` });
    await expect(receipt.getByLabel('Paid')).toContainText('Change given£5.00');
    await checkAndShootReceipt(page, testInfo, width, 'receipt');

    // Sam, on his own device, finds the booking in his account.
    const samsDevice = await browser.newContext({ viewport: { width, height: 900 } });
    await startContextClock(samsDevice);
    const samsPage = await samsDevice.newPage();
    await samsPage.goto(appUrl(testInfo, 'my-account', '/bookings/upcoming'));
    await logInHere(samsPage, { email: sam.email, password: DEMO_PASSWORD });
    await expect(samsPage.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(
      samsPage.getByRole('button', { name: new RegExp(`^Cancel booking, ${session.name}, .* ${session.start_time}$`) }),
    ).toBeVisible();
    await checkAxe(samsPage);
    await samsPage.screenshot({ path: testInfo.outputPath(`sams-bookings-${width}.png`), fullPage: true });
    await samsDevice.close();
  });
}
