import { expect, test } from '../../support/fixtures.ts';
import { checkAxe } from '../joining/support/joiningSteps.ts';
import {
  cardForm,
  expectBankCheck,
  expectConfirmation,
  expectPaymentFailedAndWorkKept,
  expectPayReady,
  fillCard,
  openCheckoutWithCart,
  payAfterChangingBilling,
  payButton,
  payWith,
} from './support/checkoutPage.ts';
import { FAILED_ONCE, PAID_ONCE, paymentRecords } from './support/paymentRecords.ts';

test('a CHALLENGE payment shows the bank check, authenticates and confirms', async ({ page, request }, testInfo) => {
  const { userId } = await openCheckoutWithCart(page, request, testInfo);

  await payWith(page, { name: 'CHALLENGE' });

  const bank = await expectBankCheck(page);
  // The card form waits hidden underneath, and the Pay button is gone while the bank decides.
  await expect(cardForm(page)).toBeHidden();
  await expect(payButton(page)).toHaveCount(0);
  // What was agreed for this payment cannot be taken back while the bank decides.
  const terms = page.getByRole('group', { name: 'Terms and conditions' }).getByRole('checkbox');
  await expect(terms.first()).toBeChecked();
  for (const term of await terms.all()) await expect(term).toBeDisabled();
  await checkAxe(page);
  expect(paymentRecords(userId)).toEqual({ orders: 0, transactions: { sca_required: 1 }, completedTransactions: 0 });

  await bank.getByRole('button', { name: 'Authenticate' }).click();

  await expectConfirmation(page);
  expect(paymentRecords(userId)).toEqual(PAID_ONCE);
});

test('NOTAUTH fails after the bank check, keeps the basket, and the next card pays', async ({
  page,
  request,
}, testInfo) => {
  const { userId } = await payAfterChangingBilling(page, request, testInfo, { name: 'NOTAUTH' });
  const bank = await expectBankCheck(page);
  // NOTAUTH is Opayo's magic name for a cardholder the bank does not recognise, whatever is pressed.
  await bank.getByRole('button', { name: 'Authenticate' }).click();

  await expectPaymentFailedAndWorkKept(page);
  await expect(page.getByRole('heading', { name: 'Confirm the payment with your bank' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Terms and conditions' }).getByRole('checkbox').first()).toBeEnabled();
  await checkAxe(page);
  expect(paymentRecords(userId)).toEqual(FAILED_ONCE);

  // A fresh session was prepared: the same page pays with the next card.
  await fillCard(page, { name: 'SUCCESSFUL' });
  await expectPayReady(page);
  await payButton(page).click();

  await expectConfirmation(page);
  expect(paymentRecords(userId)).toEqual({
    orders: 1,
    transactions: { failed: 1, authorised: 1 },
    completedTransactions: 1,
  });
});
