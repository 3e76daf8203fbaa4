import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { appUrl } from '../platform/support/platform.ts';
import { checkAxe } from '../joining/support/joiningSteps.ts';
import {
  customerId,
  registerCustomer,
  storeMonthlyGymCart,
  type CheckoutCustomer,
} from './support/checkoutCustomer.ts';
import { paymentRecords } from './support/paymentRecords.ts';

async function logInAndOpenCheckout(page: Page, testInfo: TestInfo, customer: CheckoutCustomer) {
  await page.goto(appUrl(testInfo, 'online-joining', '/login?redirect=/checkout'));
  await page.getByLabel('Email or customer ID').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  // The log-in page goes on to its redirect target (spec 02 §2).
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Checkout: £/ })).toBeVisible();
}

async function fillCard(page: Page, card: { name: string; number: string; expiry?: string; code?: string }) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Cardholder name').fill(card.name);
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('Expiry date').fill(card.expiry ?? '12/30');
  await form.getByLabel('Security code').fill(card.code ?? '123');
}

async function acceptTerms(page: Page) {
  const button = page.getByRole('button', { name: 'Continue', exact: true });
  while (await button.isVisible()) {
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('region').evaluate((area) => area.scrollTo(0, area.scrollHeight));
    await dialog.getByRole('button', { name: 'I Agree' }).click();
    await expect(dialog).toHaveCount(0);
  }
}

test('a frictionless card payment reaches the confirmation and places one order', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request);
  await storeMonthlyGymCart(request, customer);
  const userId = await customerId(request, customer);
  await logInAndOpenCheckout(page, testInfo, customer);

  await checkAxe(page);
  await acceptTerms(page);
  await fillCard(page, { name: 'SUCCESSFUL', number: '4462000000000003' });
  await page.getByRole('button', { name: /^Pay £[\d.]+ now$/ }).click();

  await expect(page).toHaveURL(/\/order-confirmed\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Your payment was successful' })).toBeVisible();
  await checkAxe(page);
  expect(paymentRecords(userId)).toEqual({ orders: 1, transactions: { authorised: 1 }, completedTransactions: 1 });
});
