import { expect, test } from '../../support/fixtures.ts';
import { checkAxe } from '../joining/support/joiningSteps.ts';
import { customerId } from './support/checkoutCustomer.ts';
import { acceptTerms, expectConfirmation, logInAndOpenCheckout } from './support/checkoutPage.ts';
import { memberJoinedThroughApi, storeOffPeakChange } from './support/membershipChange.ts';
import { paymentRecords } from './support/paymentRecords.ts';

test('a change to a cheaper membership confirms without a card', async ({ page, request }, testInfo) => {
  // A member of Gym Anywhere (paid through the API), changing to the cheaper Off Peak Gym: nothing is due today.
  const customer = await memberJoinedThroughApi(request);
  expect(await storeOffPeakChange(request, customer)).toBe(0);
  const userId = await customerId(request, customer);
  const before = paymentRecords(userId);
  expect(before).toEqual({ orders: 1, transactions: { authorised: 1 }, completedTransactions: 1 });

  await logInAndOpenCheckout(page, testInfo, customer);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout: £0.00' })).toBeVisible();
  await expect(page.getByText('No payment is required for this purchase.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Card details' })).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await checkAxe(page);

  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirm order', exact: true }).click();

  await expectConfirmation(page, 'Your order is confirmed');
  await expect(page.getByText('Nothing was due today, so no payment was taken.')).toBeVisible();
  await checkAxe(page);
  // One more order, and no card transaction for it.
  expect(paymentRecords(userId)).toEqual({ orders: 2, transactions: { authorised: 1 }, completedTransactions: 1 });
});
