import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { expect, test } from '../../support/fixtures.ts';
import { cardForm, fillCard, payButton } from '../checkout/support/checkoutPage.ts';
import {
  addToBasket,
  bookingsUrl,
  checkAxe,
  dayTab,
  headerBasket,
  londonDate,
  logInHere,
} from './support/bookingsSteps.ts';

interface PricedSession {
  id: number;
  name: string;
  start_time: string;
  bookable: boolean;
  is_booked: boolean;
  in_basket: boolean;
  spaces_left: number;
  your_price: { kind: string; label: string } | null;
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/auth/customer/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(answer.ok(), `logging ${email} in: ${answer.status()}`).toBe(true);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** Tomorrow's sessions at a venue as the member sees them, with the price they would pay. */
async function sessionsFor(request: APIRequestContext, email: string, venue: string): Promise<PricedSession[]> {
  const answer = await request.get(`/api/activities/timetable?venue=${venue}&date=${londonDate(1)}`, {
    headers: { Authorization: `Bearer ${await tokenOf(request, email)}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { sessions: PricedSession[] } }).data.sessions;
}

test('a member books a session included in their membership as a free order', async ({ page, request }, testInfo) => {
  const member = demoAccounts.memberWithDirectDebit;
  const session = (await sessionsFor(request, member.email, 'leeds-city')).find(
    (candidate) =>
      ['Lane Swimming', 'Spin', 'Badminton Pay & Play'].includes(candidate.name) &&
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
  for (const term of await page.getByRole('group', { name: /terms/i }).getByRole('checkbox').all()) await term.check();
  await confirm.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeFocused();
  await expect(page.getByText('Order completed Successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: session!.name })).toBeVisible();
  await checkAxe(page);
  await expect(headerBasket(page)).toHaveAccessibleName('Basket, 0 items');
});

test('a parent books a session for their linked child and pays by card', async ({ page, request }, testInfo) => {
  const parent = demoAccounts.sharedEmailParent;
  const child = demoAccounts.sharedEmailChild;
  const childName = `${child.firstName} ${child.lastName}`;
  const session = (await sessionsFor(request, parent.reference, 'islington-pool')).find(
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
  for (const term of await page.getByRole('group', { name: /terms/i }).getByRole('checkbox').all()) await term.check();
  await fillCard(page, { name: 'Chris Hughes' });
  await checkAxe(page);
  await payButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeFocused();
  await expect(page.getByText(childName).first()).toBeVisible();
  await checkAxe(page);
});
