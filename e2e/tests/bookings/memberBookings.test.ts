import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { atEachWidth } from '../../support/widths.ts';
import { expect, test } from '../../support/fixtures.ts';
import { registerCustomer } from '../checkout/support/checkoutCustomer.ts';
import { cardForm, fillCard, payButton } from '../checkout/support/checkoutPage.ts';
import {
  bookFreeSession,
  cancelBooking,
  emailsTo,
  findSessions,
  leaveSpaces,
  tokenOf,
  type PricedSession,
} from './support/memberApi.ts';
import {
  addToBasket,
  agreeToCheckoutTerms,
  bookingsUrl,
  checkAxe,
  dayTab,
  dayTabName,
  headerBasket,
  logInHere,
  widths,
} from './support/bookingsSteps.ts';

// Alex (the member with everything included) books through the API in the waiting-list tests: the tests of this file
// run one after another, so his basket is only ever used by one of them at a time. Each run books sessions of its own.

const alex = demoAccounts.memberWithDirectDebit;
const sam = demoAccounts.memberWithoutDirectDebit;
const parent = demoAccounts.sharedEmailParent;
const child = demoAccounts.sharedEmailChild;

/** A session the customer could book now at the given price kind, in one of the activities. */
const openFor =
  (activities: string[], priceKind?: string) =>
  (session: PricedSession): boolean =>
    activities.includes(session.name) &&
    session.bookable &&
    !session.is_booked &&
    !session.in_basket &&
    session.spaces_left >= 2 &&
    (priceKind === undefined || session.your_price?.kind === priceKind);

/** Logs in on /login and lands on the venue's page, on the day of the session. */
async function openVenueDay(page: Page, testInfo: Parameters<typeof bookingsUrl>[0], venue: string, daysAhead: number) {
  await page.goto(bookingsUrl(testInfo, `/login?redirect=%2Flocation%2F${venue}`));
  return async (login: { email: string; password: string }) => {
    await logInHere(page, login);
    await dayTab(page, dayTabName(daysAhead)).click();
  };
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

atEachWidth((width) => {
  test('a member books a session included in their membership as a free order', async ({ page, request }, testInfo) => {
    const { daysAhead, sessions } = await findSessions(
      request,
      await tokenOf(request, alex.email),
      'leeds-city',
      openFor(['Lane Swimming', 'Aqua Aerobics', 'HIIT Circuits'], 'included'),
    );
    const session = sessions[0]!;
    await (
      await openVenueDay(page, testInfo, 'leeds-city', daysAhead)
    )({ email: alex.email, password: DEMO_PASSWORD });

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
    const { daysAhead, sessions } = await findSessions(
      request,
      await tokenOf(request, alex.email),
      'salford-quays',
      openFor(['Aqua Aerobics', 'Lane Swimming'], 'included'),
    );
    const session = sessions[0]!;
    await (
      await openVenueDay(page, testInfo, 'salford-quays', daysAhead)
    )({
      email: alex.email,
      password: DEMO_PASSWORD,
    });
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

  test('a parent books a session for their linked child and pays by card', async ({ page, request }, testInfo) => {
    const childName = `${child.firstName} ${child.lastName}`;
    // Each run books the child on a session of its own: "booked" in the timetable is the parent's, not the child's.
    const { daysAhead, sessions } = await findSessions(
      request,
      await tokenOf(request, parent.reference),
      'islington-pool',
      (session) => session.name === 'Lane Swimming' && session.bookable && session.spaces_left >= 4,
      widths.length,
    );
    const session = sessions[widths.indexOf(width)]!;
    await (
      await openVenueDay(page, testInfo, 'islington-pool', daysAhead)
    )({
      email: parent.reference,
      password: DEMO_PASSWORD,
    });
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
    const { daysAhead, session, cancelAlexsBooking } = await fullSessionBookedByAlex(request, 'leeds-city', [
      'Spin',
      'Badminton Pay & Play',
      'Pilates',
    ]);
    await (
      await openVenueDay(page, testInfo, 'leeds-city', daysAhead)
    )(customer);
    await joinWaitingList(page, session, 'Offer me the place');
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
  }, testInfo) => {
    const { daysAhead, session, cancelAlexsBooking } = await fullSessionBookedByAlex(request, 'salford-quays', [
      'Pilates',
      'HIIT Circuits',
      'Spin',
    ]);
    await (
      await openVenueDay(page, testInfo, 'salford-quays', daysAhead)
    )({
      email: sam.email,
      password: DEMO_PASSWORD,
    });
    await joinWaitingList(page, session, 'Book me automatically');

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
