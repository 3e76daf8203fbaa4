import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { atEachWidth } from '../../support/widths.ts';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { shortDayName } from '../bookings/support/bookingsSteps.ts';
import { payByCardThroughApi } from '../checkout/support/cardPaymentApi.ts';
import {
  addSessionToCart,
  bookableNow,
  checkoutTermIds,
  findSessions,
  type PricedSession,
  tokenOf,
} from '../bookings/support/memberApi.ts';
import { checkStateAt, screenshotAt } from '../platform/support/platform.ts';
import { expectAccountHeading, expectAccountHeadingAndTitle, logInToAccountAt } from './support/accountPages.ts';

// Bookings in my account (docs/product/account.md D28; docs/decisions/0309 and 0480): Sam cancels an upcoming paid
// booking and sees the credit; the Hughes parent sees their child's bookings. The tests of this file run one after
// another, so Sam's basket is only used by one of them at a time; each run books (and cancels) a session of its own.

const sam = demoAccounts.memberWithoutDirectDebit;
const parent = demoAccounts.sharedEmailParent;
const child = demoAccounts.sharedEmailChild;

/** Classes without waivers at Sam's venue that Sam pays for. */
const paidClass = (session: PricedSession) =>
  ['Spin', 'Pilates', 'HIIT Circuits', 'Yoga Flow', 'Body Pump', 'Aqua Aerobics'].includes(session.name) &&
  bookableNow(session) &&
  (session.your_price?.kind === 'casual' || session.your_price?.kind === 'member');

/**
 * Books a paid session for the customer through the API as the checkout does: add to the basket, a card payment
 * (prepare, the card to the provider's origin, authorise) and complete. Answers the day it is on.
 */
async function bookPaidSession(request: APIRequestContext, token: string, venue: string) {
  const { daysAhead, sessions } = await findSessions(request, token, venue, paidClass);
  const session = sessions[0]!;
  await addSessionToCart(request, token, session);
  const terms = await checkoutTermIds(request, token);
  await payByCardThroughApi(request, token, {
    source: 'bookings',
    terms,
    billing: {
      billing_first_name: 'Sam',
      billing_last_name: 'Patel',
      billing_address_line_one: '1 Quay Street',
      billing_city: 'Salford',
      billing_postcode: 'M50 3AZ',
    },
  });
  return { session, daysAhead };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

atEachWidth((width) => {
  test('Sam cancels an upcoming paid booking: the outcome first, then a toast and the credit', async ({
    page,
    request,
  }, testInfo) => {
    const token = await tokenOf(request, sam.email);
    const { session, daysAhead } = await bookPaidSession(request, token, 'salford-quays');
    const label = `${session.name}, ${shortDayName(daysAhead)} ${session.start_time}`;

    await logInToAccountAt(page, testInfo, '/bookings/upcoming', { email: sam.email, password: DEMO_PASSWORD });
    await expectAccountHeadingAndTitle(page, 'Bookings');
    const nav = page.getByRole('navigation', { name: 'Bookings' });
    await expect(nav.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
    const cancel = page.getByRole('button', { name: `Cancel booking, ${label}`, exact: true });
    await expect(cancel).toBeVisible();
    const credit = page.getByText(/^Account credit: £\d+\.\d\d$/);
    const creditBefore = (await credit.textContent())!;
    await checkStateAt(page, testInfo, width, 'bookings-upcoming');

    await cancel.click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel ${label}?` });
    await expect(dialog).toBeVisible();
    const outcome = dialog.getByText(/^£\d+\.\d\d goes back to your account credit \(not to your card\)/);
    await expect(outcome).toBeVisible();
    const refund = /^£\d+\.\d\d/.exec((await outcome.textContent())!)![0];
    await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'bookings-cancel-dialog', width);

    await dialog.getByRole('button', { name: /^Yes, cancel booking/ }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(
        new RegExp(`^Booking cancelled: ${escape(label)}\\. ${escape(refund)} added to your account credit\\.$`),
      ),
    ).toBeVisible();
    await expect(cancel).toHaveCount(0);
    const toPence = (text: string) => Math.round(Number(/£([\d.]+)/.exec(text)![1]) * 100);
    await expect.poll(async () => toPence((await credit.textContent())!)).toBe(toPence(creditBefore) + toPence(refund));
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'bookings-cancelled', width);
  });

  test('Sam subscribes to the private calendar feed, served on the site, and turns it off', async ({
    page,
  }, testInfo) => {
    await logInToAccountAt(page, testInfo, '/bookings/upcoming', { email: sam.email, password: DEMO_PASSWORD });
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    // A link left by an earlier run is replaced: its old address must stop working.
    const existing = feed.getByRole('textbox', { name: 'Calendar link' });
    await expect(feed.getByRole('button', { name: /^(Create calendar link|Make a new link)$/ })).toBeVisible();
    if (await existing.count()) await feed.getByRole('button', { name: 'Turn off' }).click();
    await feed.getByRole('button', { name: 'Create calendar link' }).click();
    await expect(feed.getByRole('status')).toHaveText('Calendar link made.');
    const address = await existing.inputValue();
    expect(address).toMatch(/^https?:\/\/my-account\.[^/]+\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(feed.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
      'href',
      address.replace(/^https?:/, 'webcal:'),
    );
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'bookings-calendar-feed', width);

    // Through the site's own web server, with no log-in (no cookie): a calendar of Sam's upcoming bookings.
    const fetchFeed = () =>
      page.evaluate(async (url) => {
        const answer = await fetch(url, { credentials: 'omit' });
        return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
      }, address);
    const served = await fetchFeed();
    expect(served.status).toBe(200);
    expect(served.type).toBe('text/calendar; charset=utf-8');
    expect(served.text).toContain('BEGIN:VCALENDAR');
    expect(served.text).toMatch(/UID:booking-\d+@bookings\.leisure/);

    await feed.getByRole('button', { name: 'Turn off' }).click();
    await expect(feed.getByRole('status')).toHaveText('Calendar feed turned off. The link no longer works.');
    await expect(feed.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
    expect((await fetchFeed()).status).toBe(404);
    await expectNoAxeViolations(page);
  });

  test("the Hughes parent sees their child's bookings, upcoming and past, and whose each is", async ({
    page,
  }, testInfo) => {
    const childName = `${child.firstName} ${child.lastName}`;
    await logInToAccountAt(page, testInfo, '/bookings/upcoming', { email: parent.reference, password: DEMO_PASSWORD });
    await expectAccountHeading(page, 'Bookings');
    const squad = page.getByRole('article', { name: 'Junior Swim Squad' }).first();
    await expect(squad).toContainText(`For${childName}`);
    await expect(squad).toContainText('Package: Junior Swim 5-Pass');
    await expect(squad.getByRole('button', { name: /^Cancel booking, Junior Swim Squad, / })).toBeVisible();
    await checkStateAt(page, testInfo, width, 'bookings-linked-upcoming');

    await page.getByRole('navigation', { name: 'Bookings' }).getByRole('link', { name: 'Past' }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Past bookings' })).toBeVisible();
    const swims = page.getByRole('article', { name: 'Family Fun Swim' });
    await expect(swims.filter({ hasText: `For${childName}` })).toHaveCount(1);
    await expect(swims.filter({ hasText: 'ForYou' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
    await checkStateAt(page, testInfo, width, 'bookings-linked-past');
  });
});
