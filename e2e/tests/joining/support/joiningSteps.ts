import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations } from '../../../support/fixtures.ts';
import { DEMO_PASSWORD } from '@leisure/sandbox-api/testing';
import { appUrl } from '../../platform/support/platform.ts';

/** An accordion section of the joining page, by its heading. */
export const section = (page: Page, heading: string): Locator =>
  page.getByRole('region', { name: heading, exact: true });

/** Opens a terms modal from its checkbox, reads it to the end and agrees (docs/product/joining.md §4 "Terms modal"). */
export async function agreeToTerms(page: Page, checkbox: Locator): Promise<void> {
  // An unread term opens its text instead of ticking (the tick comes from "I Agree").
  await checkbox.click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) {
    const text = dialog.getByRole('region', { name: / text$/ });
    await text.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await dialog.getByRole('button', { name: 'I Agree' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(checkbox).toBeChecked();
}

/**
 * Types a new joiner into "Your details", the registration form (docs/product/joining.md §2 "Joining page sections"):
 * their name and contact, born 14/03/1990, living at 1 Canal Street, Manchester M1 3HU.
 */
export async function fillJoinerDetails(
  details: Locator,
  joiner: { firstName: string; lastName: string; email: string },
): Promise<void> {
  await details.getByRole('textbox', { name: 'First name', exact: true }).fill(joiner.firstName);
  await details.getByRole('textbox', { name: 'Last name', exact: true }).fill(joiner.lastName);
  await details.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('14/03/1990');
  await details.getByRole('textbox', { name: 'Email address', exact: true }).fill(joiner.email);
  await details.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('1 Canal Street');
  await details.getByRole('textbox', { name: 'Town or city', exact: true }).fill('Manchester');
  await details.getByRole('textbox', { name: 'Postcode', exact: true }).fill('M1 3HU');
}

/** The new account's password, typed twice (the demo password, so a later test could log in). */
export async function fillNewPassword(details: Locator): Promise<void> {
  await details.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await details.getByLabel('Repeat password').fill(DEMO_PASSWORD);
}

/** The payment summary's "To pay now". */
export async function summaryTotal(page: Page): Promise<string> {
  const summary = page.getByRole('complementary', { name: 'Your selection' });
  const total = summary.locator('dd.total');
  await expect(total).toHaveText(/£\d+\.\d\d/);
  return (await total.innerText()).trim();
}

/** axe on the page as it is now (every section and state the tests visit, issue 4). */
export const checkAxe = (page: Page) => expectNoAxeViolations(page);

/** The demo accounts the joining tests log in as (the sandbox's, from @leisure/sandbox-api/testing). */
export const joiningMembers = {
  /** No Direct Debit instruction: a monthly plan would add the bank-details sections. */
  withoutDirectDebit: { email: 'sam.patel@example.com', password: DEMO_PASSWORD, name: 'Sam Patel' },
  /** An adult with a Direct Debit; nothing else in the e2e suite stores a joining cart for this account. */
  adult: { email: 'alex.morgan@example.com', password: DEMO_PASSWORD, name: 'Alex Morgan' },
  /** Another adult with no Direct Debit, for the error states (its cart is nobody else's). */
  errorStates: { email: 'jordan.lee@example.com', password: DEMO_PASSWORD, name: 'Jordan Lee' },
} as const;

type JoiningMember = (typeof joiningMembers)[keyof typeof joiningMembers];

/**
 * Starts the member from an empty joining cart, through the sandbox API: a cart stored by an earlier run would be
 * restored on log-in (docs/product/joining.md §4 "Loaded checkout cart") and open Your details instead of the centre.
 */
export async function clearStoredJoiningCart(request: APIRequestContext, member: JoiningMember): Promise<void> {
  const login = await request.post('/api/auth/customer/login', {
    data: { username: member.email, password: member.password },
  });
  expect(login.ok(), `logging ${member.email} in through the API`).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const cleared = await request.delete('/api/cart/clear', {
    headers: { Authorization: `Bearer ${token}` },
    data: { source: 'online-joining' },
  });
  expect(cleared.ok(), 'clearing the joining cart').toBe(true);
}

/**
 * Logs in on online joining's /login by the labels both versions of that page keep, and waits for the joining
 * page it lands on (docs/product/platform.md D6).
 */
export async function logInToJoining(page: Page, testInfo: TestInfo, member: JoiningMember): Promise<void> {
  await page.goto(appUrl(testInfo, 'online-joining', '/login'));
  await page.getByLabel('Email or customer ID').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Online Joining' })).toBeVisible();
}

/** The number in the circle before a section's heading (hidden from the accessible name, shown to the eye). */
export const sectionNumber = (page: Page, heading: string): Locator =>
  page.getByRole('heading', { level: 2, name: heading, exact: true }).locator('[aria-hidden="true"]').first();

/** The error summary ("There is a problem") has taken focus, so the reason is announced at once (docs/product/joining.md D12). */
export async function expectErrorSummaryFocused(scope: Page | Locator): Promise<Locator> {
  const summary = scope.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeVisible();
  // The focusable box wraps the alert: focus is on it (or, once moved by a link, inside it). Soft, so that one
  // misplaced focus still lets the rest of a journey be checked (the test fails all the same).
  await expect
    .configure({ soft: true })
    .poll(() => summary.evaluate((alert) => alert.parentElement?.contains(document.activeElement) ?? false), {
      message: 'the error summary has focus',
    })
    .toBe(true);
  return summary;
}

/** The toast region's message (docs/product/joining.md §8). */
export const toast = (page: Page, text: string): Locator => page.getByText(text, { exact: true });

/** A member's Your details: the membership-purchase questions (the emergency contact is required), then Continue. */
export async function continueMemberDetails(page: Page, contact: { name: string; phone: string }): Promise<void> {
  const details = section(page, 'Your details');
  await details.getByRole('textbox', { name: 'Emergency contact name' }).fill(contact.name);
  await details.getByRole('textbox', { name: 'Emergency contact phone number' }).fill(contact.phone);
  await details.getByRole('button', { name: 'Continue', exact: true }).click();
}

/**
 * Clicks a button rendered with aria-disabled (docs/product/joining.md D12: it looks disabled, stays focusable, and explains what
 * is missing). Playwright counts aria-disabled as disabled and would wait for ever; the user can still click it.
 */
export const clickAriaDisabled = (button: Locator) => button.click({ force: true });

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails when it cannot be reached
 * within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs to a text field and types into it, key by key. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Agrees to a term by keyboard. The dialog is opened by Space on the checkbox (an unread term opens its text) or,
 * given `opener`, by Enter on the link to the terms; Tab reaches the text, End scrolls it to the bottom, Tab
 * reaches I Agree and Enter agrees. The box is then ticked and focus is back where the dialog was opened from.
 */
export async function agreeToTermsByKeyboard(
  page: Page,
  checkbox: Locator,
  { opener }: { opener?: Locator } = {},
): Promise<void> {
  const from = opener ?? checkbox;
  await tabTo(page, from);
  await page.keyboard.press(opener ? 'Enter' : 'Space');
  await agreeInTermsDialogByKeyboard(page);
  await expect(checkbox).toBeChecked();
  await expect(from).toBeFocused();
}

/**
 * In the open terms dialog, by keyboard: focus has moved in; Tab to the text, End scrolls it to the end, Tab to
 * I Agree (now enabled) and Enter, which closes the dialog.
 */
export async function agreeInTermsDialogByKeyboard(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
      message: 'focus moves into the terms dialog',
    })
    .toBe(true);
  const text = dialog.getByRole('region', { name: / text$/ });
  await tabTo(page, text, { max: 10 });
  await page.keyboard.press('End');
  const agree = dialog.getByRole('button', { name: 'I Agree' });
  await tabTo(page, agree, { max: 10 });
  await expect(agree).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}
