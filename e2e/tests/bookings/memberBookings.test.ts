import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { atEachWidth } from '../../support/widths.ts';
import { expect, test } from '../../support/fixtures.ts';
import { registerCustomer } from '../checkout/support/checkoutCustomer.ts';
import { cardForm, fillCard, payButton } from '../checkout/support/checkoutPage.ts';
import {
  bookableNow,
  bookFreeSession,
  cancelBooking,
  emailsTo,
  findSessions,
  leaveSpaces,
  type PricedSession,
  tokenOf,
} from './support/memberApi.ts';
import {
  addToBasket,
  agreeToCheckoutTerms,
  bookingsUrl,
  checkAxe,
  dayTab,
  dayTabName,
  headerBasket,
  HUGHES_BASKET,
  logInAtVenueDay,
  widths,
  SAMS_PASS,
} from './support/bookingsSteps.ts';

// Alex (the member with everything included) books through the API in the waiting-list tests: the tests of this file
// run one after another, so his basket is only ever used by one of them at a time. Each run books sessions of its own.

const alex = demoAccounts.memberWithDirectDebit;
const sam = demoAccounts.memberWithoutDirectDebit;
const parent = demoAccounts.sharedEmailParent;
const child = demoAccounts.sharedEmailChild;
const CHILDS_VENUE = 'salford-quays';

/** A session the customer could book now at the given price kind, in one of the activities. */
const openFor =
  (activities: string[], priceKind?: string) =>
  (session: PricedSession): boolean =>
    activities.includes(session.name) &&
    bookableNow(session) &&
    (priceKind === undefined || session.your_price?.kind === priceKind);

/**
 * Alex logs in on his way to a venue's page and opens the first day with a session included in his membership among
 * the activities. Answers that session.
 */
async function alexAtIncludedSession(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  venue: string,
  activities: string[],
): Promise<PricedSession> {
  const { daysAhead, sessions } = await findSessions(
    request,
    await tokenOf(request, alex.email),
    venue,
    openFor(activities, 'included'),
  );
  await logInAtVenueDay(page, testInfo, { venue, daysAhead }, { email: alex.email, password: DEMO_PASSWORD });
  return sessions[0]!;
}

/** A session another customer gets free and books, then the venue fills up: its waiting list opens. */
async function fullSessionBookedByAlex(request: APIRequestContext, venue: string, activities: string[]) {
  const alexToken = await tokenOf(request, alex.email);
  const { daysAhead, sessions } = await findSessions(request, alexToken, venue, openFor(activities, 'included'));
  const session = sessions[0]!;
  const bookingId = await bookFreeSession(request, alexToken, session);
  await leaveSpaces(request, session.id, 0);
  return { daysAhead, session, cancelAlexsBooking: () => cancelBooking(request, alexToken, bookingId) };
}

async function joinWaitingList(page: Page, session: PricedSession, mode: string) {
  await page
    .getByRole('button', { name: `Join waiting list, ${session.name}, ${session.start_time}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Join the waiting list' });
  await dialog.getByRole('radio', { name: mode }).check();
  await checkAxe(page);
  await dialog.getByRole('button', { name: 'Join waiting list', exact: true }).click();
  const onTheList = page.getByRole('dialog', { name: 'You are on the waiting list' });
  await expect(onTheList).toBeVisible();
  await checkAxe(page);
  await page.keyboard.press('Escape');
  await expect(onTheList).toBeHidden();
}

/**
 * A session Alex books and the venue fills (fullSessionBookedByAlex); `login` opens its day and joins its waiting list
 * in `mode`.
 */
async function onWaitingListOfFullSession(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  { venue, activities, mode }: { venue: string; activities: string[]; mode: string },
  login: { email: string; password: string },
) {
  const full = await fullSessionBookedByAlex(request, venue, activities);
  await logInAtVenueDay(page, testInfo, { venue, daysAhead: full.daysAhead }, login);
  await joinWaitingList(page, full.session, mode);
  return full;
}

atEachWidth((width) => {
  test('a member books a session included in their membership as a free order', async ({ page, request }, testInfo) => {
    const session = await alexAtIncludedSession(page, request, testInfo, 'leeds-city', [
      'Lane Swimming',
      'Aqua Aerobics',
      'HIIT Circuits',
    ]);

    const card = page.getByRole('listitem').filter({ has: addToBasket(page, session) });
    await expect(card.getByText('Included in your membership')).toBeVisible();
    await checkAxe(page);
    await addToBasket(page, session).click();
    await expect(page.getByRole('link', { name: 'In your basket' }).first()).toBeFocused();

    await headerBasket(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
    await page.getByRole('link', { name: 'Checkout' }).click();
    // Continue while the terms wait, then the free order's "Confirm order", as on joining (decision 0012).
    await agreeToCheckoutTerms(page);
    const confirm = page.getByRole('button', { name: 'Confirm order' });
    await expect(confirm).toBeVisible();
    await checkAxe(page);
    await confirm.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeFocused();
    await expect(page.getByText('Order completed Successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { name: session.name })).toBeVisible();
    await checkAxe(page);
    await expect(headerBasket(page)).toHaveAccessibleName('Basket, 0 items');
  });

  test('a member quick-books an included session: one confirmation step, straight to a free order', async ({
    page,
    request,
  }, testInfo) => {
    const session = await alexAtIncludedSession(page, request, testInfo, 'salford-quays', [
      'Aqua Aerobics',
      'Lane Swimming',
    ]);
    await page.getByRole('button', { name: `Book now, ${session.name}, ${session.start_time}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await expect(confirm.getByText('Included in your membership')).toBeVisible();
    await checkAxe(page);
    await confirm.getByRole('button', { name: 'Confirm booking' }).click();

    await expect(page).toHaveURL(/\/order-confirmed\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeFocused();
    await expect(page.getByRole('heading', { name: session.name })).toBeVisible();
    // The basket was left alone.
    await expect(headerBasket(page)).toHaveAccessibleName('Basket, 0 items');
    await checkAxe(page);
  });

  test('a parent books a session for their linked child and pays by card', async ({
    page,
    request,
    exclusive,
  }, testInfo) => {
    await exclusive(HUGHES_BASKET);
    const childName = `${child.firstName} ${child.lastName}`;
    // Each run books the child on a session of its own, as she sees them: at Salford Quays, as the household's
    // other journeys book her at Islington (tests/myAccount/family.test.ts), where a place held in another basket for
    // her is refused.
    const { daysAhead, sessions } = await findSessions(
      request,
      await tokenOf(request, child.reference),
      CHILDS_VENUE,
      (session) =>
        session.name === 'Lane Swimming' && session.bookable && !session.is_booked && session.spaces_left >= 4,
      widths.length,
    );
    const session = sessions[widths.indexOf(width)]!;
    await logInAtVenueDay(
      page,
      testInfo,
      { venue: CHILDS_VENUE, daysAhead },
      { email: parent.reference, password: DEMO_PASSWORD },
    );
    await page.getByRole('button', { name: `Details, ${session.name}, ${session.start_time}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: session.name });
    await dialog.getByLabel('Who is it for?').selectOption({ label: childName });
    const addForChild = dialog.getByRole('button', {
      name: `Add to basket, ${session.name}, ${session.start_time}, for ${childName}`,
    });
    await expect(addForChild).toBeEnabled();
    await checkAxe(page);
    await addForChild.click();
    await expect(headerBasket(page)).toHaveAccessibleName('Basket, 1 item');

    await page.goto(bookingsUrl(testInfo, '/basket'));
    const line = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line.getByText(`For ${childName}`)).toBeVisible();
    await checkAxe(page);
    await page.getByRole('link', { name: 'Checkout' }).click();

    // The parent's saved card is offered first; they pay with another.
    await page.getByRole('radio', { name: 'A different card' }).check();
    await expect(cardForm(page)).toBeVisible();
    await agreeToCheckoutTerms(page);
    await fillCard(page, { name: 'Chris Hughes' });
    await checkAxe(page);
    await payButton(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeFocused();
    await expect(page.getByText(childName).first()).toBeVisible();
    await checkAxe(page);
  });

  test('a customer on the waiting list of a full session is offered the place another customer gives up', async ({
    page,
    request,
  }, testInfo) => {
    const customer = await registerCustomer(request);
    const { session, cancelAlexsBooking } = await onWaitingListOfFullSession(
      page,
      request,
      testInfo,
      { venue: 'leeds-city', activities: ['Spin', 'Badminton Pay & Play', 'Pilates'], mode: 'Offer me the place' },
      customer,
    );
    await expect(
      page.getByRole('button', { name: `View waiting list, ${session.name}, ${session.start_time}`, exact: true }),
    ).toBeVisible();

    await cancelAlexsBooking();
    // The place is held in the customer's basket for 30 minutes, and they are told by email.
    await expect.poll(async () => (await emailsTo(request, customer.email, 'waiting-list-offer')).length).toBe(1);
    await page.goto(bookingsUrl(testInfo, '/basket'));
    const line = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('heading', { name: session.name })).toBeVisible();
    await expect(line.getByText(/^Held until \d\d:\d\d$/)).toBeVisible();
    await checkAxe(page);
  });

  test('a member on the waiting list with "book it for me automatically" is booked when a place comes free', async ({
    page,
    request,
    exclusive,
  }, testInfo) => {
    // The place is booked on Sam's Fitness Class 10-Pass, whose uses oneTapBooking.test.ts counts.
    await exclusive(SAMS_PASS);
    const { daysAhead, session, cancelAlexsBooking } = await onWaitingListOfFullSession(
      page,
      request,
      testInfo,
      { venue: 'salford-quays', activities: ['Pilates', 'HIIT Circuits', 'Spin'], mode: 'Book me automatically' },
      { email: sam.email, password: DEMO_PASSWORD },
    );
    await cancelAlexsBooking();
    const booked = async () =>
      (await emailsTo(request, sam.email, 'waiting-list-booked')).filter(
        (email) =>
          email.subject.startsWith(`You are booked on ${session.name} (`) &&
          email.subject.includes(`, ${session.start_time})`),
      ).length;
    await expect.poll(booked).toBeGreaterThan(0);
    await page.reload();
    await dayTab(page, dayTabName(daysAhead)).click();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: session.name }) })
      .filter({ hasText: session.start_time });
    await expect(card.getByText('You are booked on this session')).toBeVisible();
    await checkAxe(page);
  });
});
