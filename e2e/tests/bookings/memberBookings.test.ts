import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { expect, test } from '../../support/fixtures.ts';
import { registerCustomer } from '../checkout/support/checkoutCustomer.ts';
import { bookFreeSession, cancelBooking, emailsTo, leaveSpaces, sessionsFor, tokenOf } from './support/memberApi.ts';
import { cardForm, fillCard, payButton } from '../checkout/support/checkoutPage.ts';
import {
  addToBasket,
  agreeToCheckoutTerms,
  bookingsUrl,
  checkAxe,
  dayTab,
  headerBasket,
  logInHere,
} from './support/bookingsSteps.ts';

// Alex (the member with everything included) books through the API in the waiting-list tests: the tests of this file
// run one after another, so his basket is only ever used by one of them at a time.

test('a member books a session included in their membership as a free order', async ({ page, request }, testInfo) => {
  const member = demoAccounts.memberWithDirectDebit;
  const session = (await sessionsFor(request, await tokenOf(request, member.email), 'leeds-city')).find(
    (candidate) =>
      candidate.name === 'Lane Swimming' &&
      candidate.bookable &&
      !candidate.is_booked &&
      !candidate.in_basket &&
      candidate.spaces_left >= 2 &&
      candidate.your_price?.kind === 'included',
  );
  expect(session, 'an included session tomorrow at Leeds City').toBeDefined();

  await page.goto(bookingsUrl(testInfo, '/login?redirect=%2Flocation%2Fleeds-city'));
  await logInHere(page, { email: member.email, password: DEMO_PASSWORD });
  await dayTab(page, 'Tomorrow').click();
  const card = page.getByRole('listitem').filter({ has: addToBasket(page, session!) });
  await expect(card.getByText('Included in your membership')).toBeVisible();
  await checkAxe(page);
  await addToBasket(page, session!).click();
  await expect(page.getByRole('link', { name: 'In your basket' }).first()).toBeFocused();

  await headerBasket(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  const confirm = page.getByRole('button', { name: 'Confirm booking' });
  await expect(confirm).toBeVisible();
  await checkAxe(page);
  await agreeToCheckoutTerms(page);
  await confirm.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeFocused();
  await expect(page.getByText('Order completed Successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: session!.name })).toBeVisible();
  await checkAxe(page);
  await expect(headerBasket(page)).toHaveAccessibleName('Basket, 0 items');
});

test('a member quick-books an included session: one confirmation step, straight to a free order', async ({
  page,
  request,
}, testInfo) => {
  const member = demoAccounts.memberWithDirectDebit;
  const session = (await sessionsFor(request, await tokenOf(request, member.email), 'salford-quays')).find(
    (candidate) =>
      ['Aqua Aerobics', 'Lane Swimming'].includes(candidate.name) &&
      candidate.bookable &&
      !candidate.is_booked &&
      !candidate.in_basket &&
      candidate.spaces_left >= 2 &&
      candidate.your_price?.kind === 'included',
  );
  expect(session, 'an included session tomorrow at Salford Quays').toBeDefined();

  await page.goto(bookingsUrl(testInfo, '/login?redirect=%2Flocation%2Fsalford-quays'));
  await logInHere(page, { email: member.email, password: DEMO_PASSWORD });
  await dayTab(page, 'Tomorrow').click();
  await page.getByRole('button', { name: `Book now, ${session!.name}, ${session!.start_time}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
  await expect(confirm.getByText('Included in your membership')).toBeVisible();
  await checkAxe(page);
  await confirm.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/order-confirmed\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeFocused();
  await expect(page.getByRole('heading', { name: session!.name })).toBeVisible();
  // The basket was left alone.
  await expect(headerBasket(page)).toHaveAccessibleName('Basket, 0 items');
  await checkAxe(page);
});

test('a parent books a session for their linked child and pays by card', async ({ page, request }, testInfo) => {
  const parent = demoAccounts.sharedEmailParent;
  const child = demoAccounts.sharedEmailChild;
  const childName = `${child.firstName} ${child.lastName}`;
  const session = (await sessionsFor(request, await tokenOf(request, parent.reference), 'islington-pool')).find(
    (candidate) =>
      candidate.name === 'Lane Swimming' && candidate.bookable && !candidate.in_basket && candidate.spaces_left >= 4,
  );
  expect(session, 'a Lane Swimming session tomorrow at Islington').toBeDefined();

  await page.goto(bookingsUrl(testInfo, '/login?redirect=%2Flocation%2Fislington-pool'));
  await logInHere(page, { email: parent.reference, password: DEMO_PASSWORD });
  await dayTab(page, 'Tomorrow').click();
  await page.getByRole('button', { name: `Details, ${session!.name}, ${session!.start_time}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: session!.name });
  await dialog.getByLabel('Who is it for?').selectOption({ label: childName });
  const addForChild = dialog.getByRole('button', {
    name: `Add to basket, ${session!.name}, ${session!.start_time}, for ${childName}`,
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

const alex = demoAccounts.memberWithDirectDebit;

/** A session another customer gets free and books, then the venue fills up: its waiting list opens. */
async function fullSessionBookedByAlex(request: APIRequestContext, venue: string, activities: string[]) {
  const alexToken = await tokenOf(request, alex.email);
  const session = (await sessionsFor(request, alexToken, venue)).find(
    (candidate) =>
      activities.includes(candidate.name) &&
      candidate.bookable &&
      !candidate.is_booked &&
      !candidate.in_basket &&
      candidate.spaces_left >= 2 &&
      candidate.your_price?.kind === 'included',
  );
  expect(session, `an open ${activities.join(' or ')} session tomorrow at ${venue}`).toBeDefined();
  const bookingId = await bookFreeSession(request, alexToken, session!);
  await leaveSpaces(request, session!.id, 0);
  return { session: session!, cancelAlexsBooking: () => cancelBooking(request, alexToken, bookingId) };
}

async function joinWaitingList(page: Page, session: { name: string; start_time: string }, mode: string) {
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

test('a customer on the waiting list of a full session is offered the place another customer gives up', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request);
  const { session, cancelAlexsBooking } = await fullSessionBookedByAlex(request, 'leeds-city', [
    'Spin',
    'Badminton Pay & Play',
  ]);

  await page.goto(bookingsUrl(testInfo, '/login?redirect=%2Flocation%2Fleeds-city'));
  await logInHere(page, customer);
  await dayTab(page, 'Tomorrow').click();
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
  const member = demoAccounts.memberWithoutDirectDebit;
  const { session, cancelAlexsBooking } = await fullSessionBookedByAlex(request, 'salford-quays', [
    'Pilates',
    'HIIT Circuits',
    'Spin',
  ]);

  await page.goto(bookingsUrl(testInfo, '/login?redirect=%2Flocation%2Fsalford-quays'));
  await logInHere(page, { email: member.email, password: DEMO_PASSWORD });
  await dayTab(page, 'Tomorrow').click();
  await joinWaitingList(page, session, 'Book it for me automatically');

  await cancelAlexsBooking();
  await expect.poll(async () => (await emailsTo(request, member.email, 'waiting-list-booked')).length).toBe(1);
  await page.reload();
  await dayTab(page, 'Tomorrow').click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: session.name }) })
    .filter({
      hasText: session.start_time,
    });
  await expect(card.getByText('You are booked on this session')).toBeVisible();
  await checkAxe(page);
});
