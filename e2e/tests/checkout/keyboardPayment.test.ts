import { expect, test } from '../../support/fixtures.ts';
import { tabTo, typeInto } from '../joining/support/joiningSteps.ts';
import {
  agreeToCheckoutTermsByKeyboard,
  cardForm,
  CARDS,
  expectBankCheck,
  expectConfirmation,
  openCheckoutWithCart,
  payButton,
} from './support/checkoutPage.ts';
import { PAID_ONCE, paymentRecords } from './support/paymentRecords.ts';

// Issue 5 "Done when": a keyboard-only payment through the challenge to the confirmation. No mouse anywhere.
test('a keyboard-only payment goes through the bank check to the confirmation', async ({ page, request }, testInfo) => {
  const { userId } = await openCheckoutWithCart(page, request, testInfo);
  // Start from the top of the page as a keyboard user arriving at it would.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Checkout: £/ })).toBeVisible();
  // Opened directly, the billing details still start from the customer's profile.
  await expect(cardForm(page).getByLabel('First name')).toHaveValue('Grace');
  await expect(cardForm(page).getByLabel('Address line 1')).toHaveValue('5 Canal Wharf');

  await test.step('the terms, from the Continue button', () => agreeToCheckoutTermsByKeyboard(page));

  await test.step('the card form: back up to the card details, then forwards field by field', async () => {
    const form = cardForm(page);
    const name = form.getByLabel('Cardholder name');
    await tabTo(page, name, { backwards: true, max: 20 });
    await page.keyboard.type('CHALLENGE');
    await typeInto(page, form.getByLabel('Card number'), CARDS.visaDebit);
    await typeInto(page, form.getByLabel('Expiry date'), '12/30');
    await typeInto(page, form.getByLabel('Security code'), '123');
    // Shown in groups of four as it is typed (decision 0016).
    await expect(form.getByLabel('Card number')).toHaveValue(CARDS.visaDebit.replace(/(\d{4})(?=\d)/g, '$1 '));
    await expect(form.getByLabel('Expiry date')).toHaveValue('12/30');
    await expect(form.getByLabel('Security code')).toHaveValue('123');
    await tabTo(page, payButton(page), { max: 10 });
    await expect(payButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
  });

  await test.step('the bank check: one Tab from its heading into the bank page', async () => {
    const bank = await expectBankCheck(page);
    await expect(page.getByRole('heading', { name: 'Confirm the payment with your bank' })).toBeFocused();
    expect(paymentRecords(userId).transactions).toEqual({ sca_required: 1 });
    await tabTo(page, bank.getByRole('button', { name: 'Authenticate' }), { max: 5 });
    await page.keyboard.press('Enter');
  });

  await expectConfirmation(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment was successful' })).toBeFocused();
  expect(paymentRecords(userId)).toEqual(PAID_ONCE);
});
