import { expect, test } from '../../support/fixtures.ts';
import { checkAxe } from '../joining/support/joiningSteps.ts';
import { customerId } from './support/checkoutCustomer.ts';
import { acceptTerms, expectConfirmation, logInAndOpenCheckout, payButton } from './support/checkoutPage.ts';
import { answerPremiumQuestions, memberJoinedThroughApi, storeMembershipChange } from './support/membershipChange.ts';
import { paymentRecords } from './support/paymentRecords.ts';

// A member who saved their card when they joined upgrades to Premium Anywhere: the saved card is offered first and
// needs only its security code, which goes to the card provider (docs/product/joining.md §2, §5, §7), never to our API.
test('a saved card pays with only its security code', async ({ page, request }, testInfo) => {
  const customer = await memberJoinedThroughApi(request, { saveCard: true });
  const premium = await storeMembershipChange(request, customer, 'premium-anywhere');
  expect(premium.due).toBeGreaterThan(0);
  await answerPremiumQuestions(request, customer, premium.typeId);
  const userId = await customerId(request, customer);
  const apiBodies: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/') && sent.postData()) apiBodies.push(sent.postData()!);
  });

  await logInAndOpenCheckout(page, testInfo, customer);
  await expect(page.getByRole('radio', { name: 'Your saved card ending 0003' })).toBeChecked();
  const savedCardForm = page.getByRole('form', { name: 'Saved card' });
  await expect(savedCardForm.getByText(/Saved card details cannot be edited/)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await checkAxe(page);

  await acceptTerms(page);
  // A code the card's brand cannot have is refused in the browser, next to the field.
  await savedCardForm.getByLabel('Security code').fill('12');
  // Pay stays focusable while the form is invalid (aria-disabled, docs/product/joining.md D12): pressing it shows why.
  await payButton(page).click({ force: true });
  await expect(savedCardForm.getByLabel('Security code')).toHaveAccessibleDescription(
    /Please enter a valid security code/,
  );
  expect(paymentRecords(userId).orders).toBe(1);

  await savedCardForm.getByLabel('Security code').fill('123');
  await payButton(page).click();
  await expectConfirmation(page);
  expect(paymentRecords(userId)).toMatchObject({ orders: 2, completedTransactions: 2 });
  // The code went to the provider only.
  for (const body of apiBodies) expect(body).not.toContain('"123"');
});
