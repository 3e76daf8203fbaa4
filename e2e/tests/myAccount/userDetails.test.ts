import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { atEachWidth } from '../../support/widths.ts';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { logInHere } from '../bookings/support/bookingsSteps.ts';
import { emailsTo } from '../bookings/support/memberApi.ts';
import { registerCustomer } from '../checkout/support/checkoutCustomer.ts';
import { checkStateAt, screenshotAt } from '../platform/support/platform.ts';
import { expectAccountHeadingAndTitle, expectLogInRefused, logInToAccountAt } from './support/accountPages.ts';

// My details (docs/product/account.md D27, docs/decisions/0430-change-password.md, 0431-my-details-form.md): the
// customer's data fields with Save changes, server refusals under "Validation errors" and by the field, and Change
// password.

// Sam edits his phone number, and leaves it as the seed has it: the 375 and 1280 px runs (in parallel) and every
// later run find the same details. His name and password stay as they are: other tests log in as Sam.
const sam = { email: demoAccounts.memberWithoutDirectDebit.email, password: DEMO_PASSWORD };
const samsPhone = '07700 900234';
const NEW_PASSWORD = 'Harbour-lights7';

const detailsForm = (page: Page) => page.getByRole('form', { name: 'Personal details' });
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Change password' });
/** The error summary (the box that takes focus) headed `title`. */
const summary = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: title }).locator('xpath=ancestor::div[@tabindex="-1"][1]');

atEachWidth((width) => {
  // Each journey saves twice and checks axe on every state it visits: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('Sam edits his phone number: the server refuses one that is not a UK number, then saves it', async ({
    page,
  }, testInfo) => {
    await logInToAccountAt(page, testInfo, '/user-details', sam);
    await expectAccountHeadingAndTitle(page, 'My details');
    // The profile photo (features/profilePhoto; its upload has a journey of its own) sits with the details.
    await expect(page.getByRole('heading', { level: 2, name: 'Profile photo' })).toBeVisible();
    const details = detailsForm(page);
    const phone = details.getByRole('textbox', { name: /^Phone number/ });
    await expect(phone).toHaveValue(/\d/);
    // A date of birth on file is greyed and read-only: it is what age-based memberships rest on.
    const dateOfBirth = details.getByRole('textbox', { name: /^Date of birth/ });
    await expect(dateOfBirth).toHaveAttribute('readonly', '');
    await expect(details.getByText("You can't change this online. Please ask at your centre.")).toBeVisible();
    await checkStateAt(page, testInfo, width, 'my-details');

    // The membership questions need an emergency contact; Sam's seed has none.
    await details.getByRole('textbox', { name: /^Emergency contact name/ }).fill('Priya Patel');
    await details.getByRole('textbox', { name: /^Emergency contact phone number/ }).fill('07700 900456');
    await phone.fill('0770 090');
    await details.getByRole('button', { name: 'Save changes' }).click();

    const refused = summary(page, 'Validation errors');
    await expect(refused).toBeFocused();
    const message = 'Enter a valid UK phone number.';
    await expect(refused.getByRole('link', { name: message })).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
    await expect(phone).toHaveValue('0770 090');
    await expect(details.getByRole('textbox', { name: /^Emergency contact name/ })).toHaveValue('Priya Patel');
    await checkStateAt(page, testInfo, width, 'my-details-validation-errors');

    await refused.getByRole('link', { name: message }).click();
    await expect(phone).toBeFocused();
    await phone.fill(samsPhone);
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Validation errors' })).toHaveCount(0);
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'my-details-saved', width);

    // Saved for good: the page read afresh shows it.
    await page.reload();
    await expect(detailsForm(page).getByRole('textbox', { name: /^Phone number/ })).toHaveValue(samsPhone);
    await expect(detailsForm(page).getByRole('textbox', { name: /^Emergency contact name/ })).toHaveValue(
      'Priya Patel',
    );
  });

  test('a customer changes their password, is told by email, and logs in with the new one', async ({
    page,
    request,
  }, testInfo) => {
    // A customer of the test's own, never Sam: other tests log in as Sam with the demo password, and each run
    // (and each width) needs a password it can still change.
    const customer = await registerCustomer(request);
    await logInToAccountAt(page, testInfo, '/user-details', customer);
    const form = passwordForm(page);
    await expect(form.getByRole('button', { name: 'Change password' })).toBeVisible();

    await form.getByLabel(/^Current password/).fill('Not-the-one1!');
    await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await form.getByLabel(/^Repeat new password/).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    const refused = summary(page, 'Validation errors');
    await expect(refused).toBeFocused();
    await expect(refused.getByRole('link', { name: 'Your current password is incorrect.' })).toBeVisible();
    await expect(form.getByLabel(/^Current password/)).toHaveAccessibleDescription(
      /Your current password is incorrect\./,
    );
    await expect(form.getByLabel(/^New password/)).toHaveValue(NEW_PASSWORD);
    await checkStateAt(page, testInfo, width, 'change-password-refused');

    await form.getByLabel(/^Current password/).fill(customer.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed. Other devices have been logged out.')).toBeVisible();
    await expect(form.getByLabel(/^Current password/)).toHaveValue('');
    await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'change-password-changed', width);

    // The session the customer registered with (another device) has ended; the email says what happened.
    const oldSession = await request.get('/api/auth/user', {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(oldSession.status()).toBe(401);
    const [email] = await emailsTo(request, customer.email, 'password_changed');
    expect(email!.subject).toMatch(/password has been changed$/);
    expect(email!.body_text).toContain('Every other device that was logged in to your account has been logged out.');

    // Logged out (the cookie gone, as on a new device): the old password no longer works, the new one does.
    await page.context().clearCookies();
    await logInToAccountAt(page, testInfo, '/', customer);
    await expectLogInRefused(page);
    await expectNoAxeViolations(page);
    await logInHere(page, { email: customer.email, password: NEW_PASSWORD });
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
