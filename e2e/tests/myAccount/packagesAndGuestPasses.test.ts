import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { atEachWidth } from '../../support/widths.ts';
import { expect, expectNoAxeViolations, londonDate, test } from '../../support/fixtures.ts';
import { checkStateAt, screenshotAt } from '../platform/support/platform.ts';
import { expectAccountHeadingAndTitle, logInToAccountAt } from './support/accountPages.ts';

// Packages (docs/decisions/0400, 0470) and guest passes (0401, 0471) as Sam Patel has them: a Fitness Class 10-Pass
// with three past classes and one booked, and two guest passes a month. The 375 and 1280 px runs share one sandbox:
// each issues a pass for its own guest on the last day of the booking window and cancels it again, which gives the
// month's pass back, so the journey can run at both widths at once and again.
const sam = { email: demoAccounts.memberWithoutDirectDebit.email, password: DEMO_PASSWORD };

/** A guest surname of letters only (the name rule), different on every run. */
const uniqueSurname = (width: number) =>
  `${width === 375 ? 'Narrow' : 'Wide'}${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

atEachWidth((width) => {
  test('Sam issues a guest pass, sees its code and QR code, and cancels it', async ({ page }, testInfo) => {
    // Five states, each with axe and two screenshots: longer than the default 30 s on a busy machine.
    test.slow();
    await logInToAccountAt(page, testInfo, '/guest-passes', sam);
    await expectAccountHeadingAndTitle(page, 'Guest passes');
    const allowance = page.getByRole('region', { name: 'Your allowance' });
    await expect(allowance).toContainText('includes 2 guest passes a month');
    await checkStateAt(page, testInfo, width, 'guest-passes');

    // Sent empty: the page's own messages, in a summary that takes focus and by each field.
    const form = page.getByRole('form', { name: 'Issue a guest pass' });
    await form.getByRole('button', { name: 'Issue guest pass' }).click();
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary.getByRole('link', { name: "Enter the guest's first name" })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Choose the date of the visit' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Guest’s first name/ })).toHaveAccessibleDescription(
      /Enter the guest's first name/,
    );
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'guest-pass-form-errors', width);

    const surname = uniqueSurname(width);
    const guest = `Robin ${surname}`;
    await form.getByRole('textbox', { name: /Guest’s first name/ }).fill('Robin');
    await form.getByRole('textbox', { name: /Guest’s last name/ }).fill(surname);
    await form.getByRole('combobox', { name: /Visit date/ }).selectOption(londonDate(30));
    await form.getByRole('button', { name: 'Issue guest pass' }).click();

    await expect(page.getByText(new RegExp(`^Guest pass GP-[A-Z0-9]{6} issued for ${guest} on `))).toBeVisible();
    const card = page.getByRole('article', { name: guest });
    await expect(card.getByRole('heading', { name: guest })).toBeFocused();
    const code = card.getByText(/^GP-[A-HJ-NP-Z2-9]{6}$/);
    await expect(code).toBeVisible();
    const passCode = (await code.textContent())!;
    const qr = card.getByRole('img', { name: `QR code for guest pass ${passCode}` });
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(120);
    await checkStateAt(page, testInfo, width, 'guest-pass-issued');

    await card.getByRole('button', { name: new RegExp(`^Cancel guest pass, ${guest}, `) }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel the guest pass for ${guest}?` });
    await expect(dialog.getByRole('button', { name: 'Keep guest pass' })).toBeFocused();
    await expect(dialog).toContainText('The pass goes back to your');
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'guest-pass-cancel-dialog', width);
    await dialog.getByRole('button', { name: 'Yes, cancel guest pass' }).click();

    await expect(page.getByText(`Guest pass for ${guest} cancelled.`, { exact: false })).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming guest passes' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Past and cancelled' })).toContainText(`${guest}, `);
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'guest-pass-cancelled', width);
  });

  test("Sam sees his package's uses left and its history, and follows a use to its booking", async ({
    page,
  }, testInfo) => {
    await logInToAccountAt(page, testInfo, '/packages', sam);
    await expectAccountHeadingAndTitle(page, 'Packages');
    const pass = page.getByRole('article', { name: 'Fitness Class 10-Pass' });
    // Other journeys may cancel Sam's booked class (its use comes back), so the count is read loosely.
    await expect(pass).toContainText(/\d+ of 10 left/);
    await expect(pass).toContainText('Expires');
    const history = pass.getByRole('region', { name: 'Use history' });
    const pastUses = history.getByRole('listitem').filter({ hasText: /Used$/ });
    await expect(pastUses).toHaveCount(3);
    await checkStateAt(page, testInfo, width, 'packages');

    const link = pastUses.first().getByRole('link');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/bookings#booking-\d+$/);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href.replace('#', '\\#')}$`));
    // The Bookings page names each booking by a heading with that id (the booking is on the first page of Sam's few).
    await expect(page.locator(href.slice('/bookings'.length))).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
