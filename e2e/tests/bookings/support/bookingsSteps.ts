import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  frontEndUrl,
  londonDate,
  ownsFaultsSandbox,
} from '../../../support/fixtures.ts';
import { registerCustomer } from '../../checkout/support/checkoutCustomer.ts';
import { acceptTerms } from '../../checkout/support/checkoutPage.ts';

export { londonDate };
export { widths } from '../../../support/widths.ts';

/**
 * The run-wide lock (the `exclusive` fixture) of the tests that use Sam Patel's Fitness Class 10-Pass, one at a
 * time: one counts its uses left from the dialog to the confirmation.
 */
export const SAMS_PASS = 'sams-fitness-class-pass';

/**
 * The run-wide lock of the tests that put things in Chris Hughes's basket or count what is in it (he pays for the
 * Hughes household, docs/decisions/0313): one at a time, so "Basket, 0 items" and "1 item" are each test's own.
 */
export const HUGHES_BASKET = 'hughes-parent-basket';

/** A bookings page of the project the test runs in. */
export const bookingsUrl = (testInfo: TestInfo, path = '/'): string =>
  frontEndUrl('bookings', ownsFaultsSandbox(testInfo) ? 'faults' : 'chromium', path);

export const checkAxe = (page: Page) => expectNoAxeViolations(page);

interface ApiSession {
  id: number;
  name: string;
  start_time: string;
  bookable: boolean;
  spaces_left: number;
  members_only: boolean;
  price_from: { amount: number } | null;
}

/**
 * Open sessions at a venue with room for several baskets, among the given activities, as the timetable lists them,
 * and how many days ahead they are (the sandbox's seeded occupancy differs from day to day). Tests book different
 * activities, so parallel tests never fight over places; adults' activities, whose one adult price a customer's Add
 * to basket takes without asking (a junior session asks who attends).
 */
export async function openSessions(
  request: APIRequestContext,
  { venue, activities, count = 2 }: { venue: string; activities: string[]; count?: number },
): Promise<{ daysAhead: number; sessions: ApiSession[] }> {
  // The seeded week differs by weekday: the first day from tomorrow with enough such sessions, so a run on any day
  // of the week finds them (days 1-6 are all inside the 7-day booking window, decision 0330).
  for (let daysAhead = 1; daysAhead <= 6; daysAhead += 1) {
    const answer = await request.get(`/api/activities/timetable?venue=${venue}&date=${londonDate(daysAhead)}`);
    expect(answer.ok(), `timetable of ${venue}: ${answer.status()}`).toBe(true);
    const { sessions } = ((await answer.json()) as { data: { sessions: ApiSession[] } }).data;
    const open = sessions.filter(
      (session) =>
        activities.includes(session.name) && session.bookable && session.spaces_left >= 4 && !session.members_only,
    );
    if (open.length >= count) return { daysAhead, sessions: open };
  }
  throw new Error(`No day this week with ${count} open sessions of ${activities.join(', ')} at ${venue}`);
}

/** A customer of the test's own, and one open session (openSessions) at `venue` among `activities`, with its day. */
export async function customerAndOpenSession(
  request: APIRequestContext,
  { venue, activities }: { venue: string; activities: string[] },
) {
  const customer = await registerCustomer(request);
  const {
    daysAhead,
    sessions: [session],
  } = await openSessions(request, { venue, activities, count: 1 });
  return { customer, daysAhead, session: session! };
}

/** The London day `daysAhead` days from today as the sites write a session's day, e.g. "Wed 26 Nov". */
export function shortDayName(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/London',
  })
    .format(new Date(`${londonDate(daysAhead)}T12:00:00Z`))
    .replace(',', '');
}

/** The name of the day tab `daysAhead` days from today: "Today", "Tomorrow", then e.g. "Wed 26 Nov" (D20). */
export function dayTabName(daysAhead: number): string {
  if (daysAhead === 0) return 'Today';
  if (daysAhead === 1) return 'Tomorrow';
  return shortDayName(daysAhead);
}

/** The day tab of the venue page's timetable: "Today", "Tomorrow", then e.g. "Wed 26 Nov". */
export const dayTab = (page: Page, name: string): Locator =>
  page.getByRole('tablist', { name: 'Days' }).getByRole('tab', { name, exact: false }).first();

/** A session's Add to basket on the timetable (its name says what and when, D19/D20). */
export const addToBasket = (page: Page, session: { name: string; start_time: string }): Locator =>
  page.getByRole('button', { name: `Add to basket, ${session.name}, ${session.start_time}`, exact: true });

/** The header's basket link, whose name carries the item count. */
export const headerBasket = (page: Page): Locator => page.getByRole('banner').getByRole('link', { name: /^Basket, / });

/**
 * A logged-in customer adds a session and waits until the page has settled: the header counts `itemsNow` and the card
 * shows "In your basket" with focus on it. Focus moving to that link can scroll a phone's page, so a next click made
 * before it could land on whatever scrolled under the pointer.
 */
export async function addSessionToBasket(
  page: Page,
  session: { name: string; start_time: string },
  itemsNow: number,
): Promise<void> {
  await addToBasket(page, session).click();
  await expect(headerBasket(page)).toHaveAccessibleName(`Basket, ${itemsNow} item${itemsNow === 1 ? '' : 's'}`);
  await expect(page.getByRole('link', { name: 'In your basket' })).toHaveCount(itemsNow);
  await expect(page.locator(':focus')).toHaveAccessibleName('In your basket');
}

/** Moves the end of the customer's live holds (POST /__sandbox/holds), optionally of one session only. */
export async function moveHolds(
  request: APIRequestContext,
  body: { email: string; endsInSeconds: number; sessionId?: number },
): Promise<void> {
  const answer = await request.post('/__sandbox/holds', {
    data: { email: body.email, ends_in_seconds: body.endsInSeconds, session_id: body.sessionId },
  });
  expect(answer.ok(), `moving holds: ${answer.status()} ${await answer.text()}`).toBe(true);
}

/** Logs in through the bookings log-in page (the address must already be /login). */
export async function logInHere(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Email or customer ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in on /login on its way to a venue's page (the address names it), and opens the day `daysAhead` from today. */
export async function logInAtVenueDay(
  page: Page,
  testInfo: TestInfo,
  { venue, daysAhead }: { venue: string; daysAhead: number },
  login: { email: string; password: string },
): Promise<void> {
  await page.goto(bookingsUrl(testInfo, `/login?redirect=%2Flocation%2F${venue}`));
  await logInHere(page, login);
  await dayTab(page, dayTabName(daysAhead)).click();
}

/**
 * Agrees to the checkout terms as on every checkout (decision 0012, D24 "the same texts"): Continue opens each
 * required one (the terms of sale), read to the end, I Agree ticks it.
 */
export const agreeToCheckoutTerms = acceptTerms;
