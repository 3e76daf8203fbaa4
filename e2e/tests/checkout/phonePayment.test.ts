import type { Page } from '@playwright/test';
import { expect, installPageClock, test } from '../../support/fixtures.ts';
import { checkAxe } from '../joining/support/joiningSteps.ts';
import {
  acceptTerms,
  cardForm,
  CARDS,
  customerWithCart,
  expectConfirmation,
  logInAndOpenCheckout,
  PAYMENT_FAILED,
  payButton,
} from './support/checkoutPage.ts';
import { FAILED_ONCE, PAID_ONCE, paymentRecords } from './support/paymentRecords.ts';

// Paying on a phone (issue 23, decision 0016): a 375 px touch screen, each card field typed key by key as a phone's
// number pad sends it ("1228": the pad has no slash), Pay tapped. Online joining's checkout, as the other card tests.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** Types the card as a phone does, one key at a time, and checks what the fields show as they go. */
async function typeCardOnPhone(page: Page, number: string) {
  const form = cardForm(page);
  await form.getByLabel('Cardholder name').pressSequentially('SUCCESSFUL');
  const cardNumber = form.getByLabel('Card number');
  await cardNumber.pressSequentially(number);
  await expect(cardNumber).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await expect(cardNumber).toHaveAccessibleDescription('Visa');
  const expiry = form.getByLabel('Expiry date');
  await expiry.pressSequentially('12');
  await expect(expiry).toHaveValue('12/');
  await expiry.pressSequentially('28');
  await expect(expiry).toHaveValue('12/28');
  await form.getByLabel('Security code').pressSequentially('123');
}

test('a phone types the card key by key and the payment completes', async ({ page, request }, testInfo) => {
  const { customer, userId } = await customerWithCart(request);
  await logInAndOpenCheckout(page, testInfo, customer);
  await acceptTerms(page);
  await typeCardOnPhone(page, CARDS.visaDebit);
  await checkAxe(page);
  await payButton(page).tap();

  await expectConfirmation(page);
  // The new member is told where their confirmation went (docs/decisions/0033).
  await expect(page.getByText(`We have emailed your confirmation to ${customer.email}.`)).toBeVisible();
  await checkAxe(page);
  expect(paymentRecords(userId)).toEqual(PAID_ONCE);
});

test('a declined card leaves its message by the card form once the toast has gone', async ({
  page,
  request,
}, testInfo) => {
  const { customer, userId } = await customerWithCart(request);
  // The page's clock is Playwright's, so the toast's 10 s pass at once.
  await installPageClock(page);
  await logInAndOpenCheckout(page, testInfo, customer);
  await acceptTerms(page);
  await typeCardOnPhone(page, CARDS.declined);
  await payButton(page).tap();

  const toast = page.getByText(PAYMENT_FAILED, { exact: true });
  await expect(toast).toBeVisible();
  // Below the site header, not over its menu and basket (issue 23).
  await page.evaluate(() => window.scrollTo(0, 0));
  const header = (await page.getByRole('banner').boundingBox())!;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.clock.fastForward(11_000);
  await expect(page.getByText(PAYMENT_FAILED, { exact: true })).toHaveCount(0);
  const notice = page.getByRole('heading', { level: 3, name: 'Your payment was declined' });
  await expect(notice).toBeVisible();
  await expect(notice.locator('..')).toContainText('use another card, or call your bank');
  // The person is kept: the name and billing address stay, only the card is to type again.
  await expect(cardForm(page).getByLabel('First name')).not.toHaveValue('');
  await expect(cardForm(page).getByLabel('Card number')).toHaveValue('');
  await checkAxe(page);
  expect(paymentRecords(userId)).toEqual(FAILED_ONCE);
});
