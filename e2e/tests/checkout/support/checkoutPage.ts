import type { APIRequestContext, FrameLocator, Page, TestInfo } from '@playwright/test';
import { expect } from '../../../support/fixtures.ts';
import { agreeInTermsDialogByKeyboard, tabTo } from '../../joining/support/joiningSteps.ts';
import { appUrl } from '../../platform/support/platform.ts';
import { customerId, registerCustomer, storeMonthlyGymCart, type CheckoutCustomer } from './checkoutCustomer.ts';

/** docs/product/joining.md §8: what a failed payment says. */
export const PAYMENT_FAILED =
  'Your payment failed: We were unable to take payment, you have not been charged. Please try again.';

/** Opayo's test cards (README "Card checkout"). */
export const CARDS = { visaDebit: '4462000000000003', declined: '4000000000000002' } as const;

export interface CardDetails {
  name: string;
  number?: string;
  expiry?: string;
  code?: string;
}

/** A customer of the test's own with a monthly Gym Anywhere joining cart, and their user id for the database. */
export async function customerWithCart(request: APIRequestContext) {
  const customer = await registerCustomer(request);
  await storeMonthlyGymCart(request, customer);
  return { customer, userId: await customerId(request, customer) };
}

/** Logs in on /login, which goes on to /checkout (docs/product/joining.md §2), and waits for the checkout's heading. */
export async function logInAndOpenCheckout(page: Page, testInfo: TestInfo, customer: CheckoutCustomer) {
  await page.goto(appUrl(testInfo, 'online-joining', '/login?redirect=/checkout'));
  await page.getByLabel('Email or customer ID').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(checkoutHeading(page)).toBeVisible();
}

/** A customer of the test's own with a cart (customerWithCart), logged in at the checkout. */
export async function openCheckoutWithCart(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const { customer, userId } = await customerWithCart(request);
  await logInAndOpenCheckout(page, testInfo, customer);
  return { customer, userId };
}

export const checkoutHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Checkout: £/ });

export const cardForm = (page: Page) => page.getByRole('form', { name: 'Card details' });

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay £\d+\.\d\d now$/ });

export async function fillCard(page: Page, card: CardDetails) {
  const form = cardForm(page);
  await form.getByLabel('Cardholder name').fill(card.name);
  await form.getByLabel('Card number').fill(card.number ?? CARDS.visaDebit);
  await form.getByLabel('Expiry date').fill(card.expiry ?? '12/30');
  await form.getByLabel('Security code').fill(card.code ?? '123');
}

/** Continue opens each required term in turn (docs/product/joining.md D14); read to the end, I Agree accepts it. */
export async function acceptTerms(page: Page) {
  const button = page.getByRole('button', { name: 'Continue', exact: true });
  const confirm = page.getByRole('button', { name: 'Confirm order' });
  // The primary button appears once the checkout terms are known: Continue while any is unticked.
  await expect(button.or(payButton(page)).or(confirm)).toBeVisible();
  while (await button.isVisible()) {
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('region').evaluate((area) => area.scrollTo(0, area.scrollHeight));
    await dialog.getByRole('button', { name: 'I Agree' }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(payButton(page).or(confirm)).toBeVisible();
}

/**
 * Continue opens the next required term (docs/product/joining.md D14; bookings' checkout too, decision 0012): Enter on
 * it, Tab to the text, End scrolls it to the end, Tab to I Agree and Enter. Repeated while Continue is there; then the
 * button says what it pays.
 */
export async function agreeToCheckoutTermsByKeyboard(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await tabTo(page, next);
  for (let read = 0; await next.isVisible(); read += 1) {
    expect(read, 'every checkout term has been read').toBeLessThan(5);
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await agreeInTermsDialogByKeyboard(page);
  }
  // Focus comes back to the button the dialog was opened from, now the Pay button.
  await expect(payButton(page)).toBeFocused();
}

/** The pay button once the session is prepared and the form valid (aria-disabled until then, docs/product/joining.md D12). */
export async function expectPayReady(page: Page) {
  await expect(payButton(page)).not.toHaveAttribute('aria-disabled', 'true');
}

/** Terms accepted, the card typed in, Pay pressed. */
export async function payWith(page: Page, card: CardDetails) {
  await acceptTerms(page);
  await fillCard(page, card);
  await expectPayReady(page);
  await payButton(page).click();
}

/** The bank's 3-D Secure step (docs/product/joining.md §2): its heading and the 600 px frame. Answers the frame's content. */
export async function expectBankCheck(page: Page): Promise<FrameLocator> {
  await expect(page.getByRole('heading', { name: 'Confirm the payment with your bank' })).toBeVisible();
  const frame = page.getByTitle('3-D Secure check with your card issuer');
  await expect(frame).toBeVisible();
  const bank = page.frameLocator('iframe[title="3-D Secure check with your card issuer"]');
  await expect(bank.getByRole('heading', { name: 'Sandbox bank' })).toBeVisible();
  return bank;
}

export async function expectConfirmation(page: Page, heading = 'Your payment was successful') {
  await expect(page).toHaveURL(/\/order-confirmed\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** What changeBillingDetail types into the billing address's second line. */
const CHANGED_ADDRESS_LINE_TWO = 'Flat 4';

/** Changes a billing detail from the customer's profile before paying, for expectPaymentFailedAndWorkKept to find. */
export async function changeBillingDetail(page: Page) {
  await cardForm(page).getByLabel('Address line 2 (optional)').fill(CHANGED_ADDRESS_LINE_TWO);
}

/**
 * The start of a payment meant to fail: a customer of the test's own at the checkout (openCheckoutWithCart) changes a
 * billing detail (changeBillingDetail) and pays with `card`; expectPaymentFailedAndWorkKept then checks what is kept.
 */
export async function payAfterChangingBilling(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  card: CardDetails,
) {
  const opened = await openCheckoutWithCart(page, request, testInfo);
  await changeBillingDetail(page);
  await payWith(page, card);
  return opened;
}

/**
 * A failed payment (docs/product/joining.md §8, issue 5 "never lose the customer's work"): the 10 s toast, still on /checkout with
 * the basket, the billing details as they were (with changeBillingDetail's change), only the card number, expiry and
 * security code emptied.
 */
export async function expectPaymentFailedAndWorkKept(page: Page) {
  await expect(page.getByText(PAYMENT_FAILED, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkoutHeading(page)).toBeVisible();
  const basket = page.getByRole('region', { name: 'Your basket' });
  await expect(basket.getByText('Gym Anywhere', { exact: false }).first()).toBeVisible();
  await expect(basket.getByText('Total to pay now')).toBeVisible();
  await expect(basket.locator('dd.total')).toHaveText(/^£\d+\.\d\d$/);
  const form = cardForm(page);
  await expect(form).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Grace');
  await expect(form.getByLabel('Last name')).toHaveValue('Okafor');
  await expect(form.getByLabel('Address line 1')).toHaveValue('5 Canal Wharf');
  await expect(form.getByLabel('Address line 2 (optional)')).toHaveValue(CHANGED_ADDRESS_LINE_TWO);
  await expect(form.getByLabel('Town or city')).toHaveValue('Leeds');
  await expect(form.getByLabel('Cardholder name')).not.toHaveValue('');
  await expect(form.getByLabel('Card number')).toHaveValue('');
  await expect(form.getByLabel('Expiry date')).toHaveValue('');
  await expect(form.getByLabel('Security code')).toHaveValue('');
}
