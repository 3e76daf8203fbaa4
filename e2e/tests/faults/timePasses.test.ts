import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, londonDate, sandboxNow, test } from '../../support/fixtures.ts';
import {
  addSessionToBasket,
  bookingsUrl,
  customerAndOpenSession,
  dayTab,
  dayTabName,
  headerBasket,
  logInAtVenueDay,
} from '../bookings/support/bookingsSteps.ts';
import type { CheckoutCustomer } from '../checkout/support/checkoutCustomer.ts';
import { memberJoinedThroughApi } from '../checkout/support/membershipChange.ts';
import { expectAccountHeading, logInToAccountAt } from '../myAccount/support/accountPages.ts';

// Time passing, as the sandbox's clock moves on (docs/decisions/0006): what a person sees when a hold runs out, a
// booking window opens and the cooling-off period ends. The clock only moves forward, on this project's own sandbox
// (the sandbox fixture), which is reseeded on its new day when each test ends.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface TimetableSession {
  id: number;
  name: string;
  start_time: string;
  bookable: boolean;
  booking_opens_at: string;
  not_bookable_reason: string | null;
  members_only: boolean;
  spaces_left: number;
  availability: 'available' | 'limited' | 'full' | 'started' | 'cancelled';
}

test('a session beyond the booking window opens for booking at the time it said', async ({
  page,
  request,
  sandbox,
}, testInfo) => {
  // Eight days ahead is past everyone's 7-day window (decision 0330): its first adult session with places says when it
  // opens. A cancelled session keeps its places but says "Cancelled", so only sessions with places are candidates (some
  // days' seed cancels one: CI failed on such a day).
  const answer = await request.get(`/api/activities/timetable?venue=leeds-city&date=${londonDate(8)}`);
  const { sessions } = ((await answer.json()) as { data: { sessions: TimetableSession[] } }).data;
  const session = sessions.find(
    (candidate) =>
      !candidate.bookable &&
      !candidate.members_only &&
      (candidate.availability === 'available' || candidate.availability === 'limited'),
  )!;
  expect(session.not_bookable_reason).toMatch(/^Booking opens [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} at \d\d:\d\d$/);

  await page.goto(bookingsUrl(testInfo, '/location/leeds-city'));
  await dayTab(page, dayTabName(8)).click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: session.name }) })
    .filter({
      hasText: session.start_time,
    });
  await expect(card.first()).toContainText(session.not_bookable_reason!);
  await expect(page.getByRole('button', { name: `Add to basket, ${session.name}, ${session.start_time}` })).toHaveCount(
    0,
  );

  // A minute after it opens, the same session (nearer now) can be added.
  const sessionDay = londonDate(8);
  await sandbox.moveClock({ to: new Date(Date.parse(session.booking_opens_at) + MINUTE) });
  const daysAhead = Math.round((Date.parse(sessionDay) - Date.parse(londonDate(0))) / DAY);
  expect(daysAhead).toBeLessThan(8);
  await page.goto(bookingsUrl(testInfo, '/location/leeds-city'));
  await dayTab(page, dayTabName(daysAhead)).click();
  await expect(
    page.getByRole('button', { name: `Add to basket, ${session.name}, ${session.start_time}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a basket left alone warns two minutes before its hold ends, then names the place it released', async ({
  page,
  request,
  sandbox,
}, testInfo) => {
  const { customer, daysAhead, session } = await customerAndOpenSession(request, {
    venue: 'leeds-city',
    activities: ['Pilates', 'HIIT Circuits', 'Yoga Flow', 'Boxfit'],
  });
  await logInAtVenueDay(page, testInfo, { venue: 'leeds-city', daysAhead }, customer);
  await addSessionToBasket(page, session, 1);
  await page.goto(bookingsUrl(testInfo, '/basket'));
  await expect(page.getByText(/^Held until \d\d:\d\d$/)).toBeVisible();
  const warning = page.getByRole('alertdialog', { name: 'Your basket is about to expire' });
  await expect(warning).toHaveCount(0);

  // Fourteen minutes on: one minute of the hold is left.
  await sandbox.moveClock({ seconds: 14 * 60 });
  await page.goto(bookingsUrl(testInfo, '/basket'));
  await expect(warning).toBeVisible();
  await expectNoAxeViolations(page);

  // Two more: the hold has run out, the place is back on sale and the basket says which.
  await sandbox.moveClock({ seconds: 2 * 60 });
  await page.goto(bookingsUrl(testInfo, '/basket'));
  await expect(
    page.getByText(new RegExp(`^The place on ${session.name} \\(.*${session.start_time}\\) .* was released`)),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Remove ${session.name}`) })).toHaveCount(0);
  await expect(headerBasket(page)).toHaveAccessibleName(/^Basket, (0 items|empty)/);
  await expectNoAxeViolations(page);
});

test('a new member can cancel for a full refund on day 14, and on day 15 gives notice or freezes instead', async ({
  page,
  request,
  sandbox,
}, testInfo) => {
  test.setTimeout(90_000);
  const customer = await memberJoinedThroughApi(request);
  const joinedAt = sandboxNow().getTime();

  // Day 14: still in the cooling-off period (decision 0441), and too soon to freeze (decision 0440).
  await sandbox.moveClock({ to: new Date(joinedAt + 14 * DAY) });
  const card = await openMemberships(page, testInfo, customer);
  await expect(card.getByRole('link', { name: 'Freeze membership, Gym Anywhere' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Cancel membership, Gym Anywhere' }).click();
  await expect(page.getByText(/you are in your cooling-off period: your membership ends today/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Day 15: a month's notice to a billing date, or a freeze.
  await sandbox.moveClock({ seconds: DAY / 1000 });
  const later = await openMemberships(page, testInfo, customer);
  await expect(later.getByRole('link', { name: 'Freeze membership, Gym Anywhere' })).toBeVisible();
  await later.getByRole('link', { name: 'Cancel membership, Gym Anywhere' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel membership' })).toBeVisible();
  await expect(page.getByText(/cooling-off/)).toHaveCount(0);
  await expect(page.getByRole('definition').first()).toHaveText(/^\d{1,2} \w+ \d{4}$/);
  await expectNoAxeViolations(page);
});

/** My account's Memberships page, logging in again: a session lasts 7 days (decision 0101), and days have passed. */
async function openMemberships(page: Page, testInfo: TestInfo, customer: CheckoutCustomer) {
  await page.context().clearCookies();
  await logInToAccountAt(page, testInfo, '/login?redirect=%2Fmemberships', customer);
  await expectAccountHeading(page, 'Memberships');
  return page.getByRole('article', { name: 'Gym Anywhere' });
}
