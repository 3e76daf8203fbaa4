import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { atEachWidth } from '../../support/widths.ts';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { clickAriaDisabled } from '../joining/support/joiningSteps.ts';
import { memberJoinedThroughApi } from '../checkout/support/membershipChange.ts';
import { appUrl, checkStateAt, screenshotAt } from '../platform/support/platform.ts';
import { expectAccountHeadingAndTitle, logInToAccountAt } from './support/accountPages.ts';

// Changing the Direct Debit without phoning anyone (docs/decisions/0460-0462): a member moves their billing day,
// seeing the next collection date first, and Alex Morgan changes his bank details to a valid test account.
//
// A billing day changes once until the first collection on the new day (decision 0463), so each width moves the day
// of a member of its own, joined through the API with a Direct Debit, a day one (375 px) or two (1280 px) after the
// day it finds. Both widths change Alex's bank details at once on one sandbox, and again on the next run: each to its
// own valid account (Vocalink's test pairs), checked by the toast it gets rather than by the summary the other may
// change again.
const alex = { email: demoAccounts.memberWithDirectDebit.email, password: DEMO_PASSWORD };
const sam = { email: demoAccounts.memberWithoutDirectDebit.email, password: DEMO_PASSWORD };
const accounts = {
  375: { sortCode: '10-79-99', accountNumber: '88837491', ending: '7491', shownSortCode: '10-79-99' },
  1280: { sortCode: '20 29 59', accountNumber: '63748472', ending: '8472', shownSortCode: '20-29-59' },
} as const;
const AUTHORISATION =
  'I confirm that I am the account holder and am authorised to set up Direct Debit payments on this account';

const ordinal = (day: number) => {
  const teen = day >= 11 && day <= 13;
  return `${day}${teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th')}`;
};

async function openDirectDebit(
  page: Page,
  testInfo: Parameters<typeof appUrl>[0],
  account: { email: string; password: string },
) {
  await logInToAccountAt(page, testInfo, '/payments/direct-debit', account);
  await expectAccountHeadingAndTitle(page, 'Direct Debit');
}

atEachWidth((width) => {
  test('a member changes their billing day, seeing the next collection date first', async ({
    page,
    request,
  }, testInfo) => {
    await openDirectDebit(page, testInfo, await memberJoinedThroughApi(request));
    const summary = page.getByLabel('Your Direct Debit');
    await expect(summary).toContainText('Next collection');
    const dayText = (await summary.getByText(/^The \d+\w\w of each month$/).textContent())!;
    const current = Number(/\d+/.exec(dayText)![0]);
    const chosen = ((current - 1 + (width === 375 ? 1 : 2)) % 28) + 1;
    await expect(page.getByText('The Direct Debit Guarantee')).toBeVisible();
    await checkStateAt(page, testInfo, width, 'direct-debit');

    await page.getByRole('button', { name: 'Change billing day' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Change billing day' })).toBeFocused();
    const day = page.getByRole('combobox', { name: /^New billing day/ });
    await page.getByRole('button', { name: 'See the next collection date' }).click();
    await expect(day).toBeFocused();
    await expect(day).toHaveAccessibleDescription(/Choose a billing day between the 1st and the 28th\./);
    await expectNoAxeViolations(page);

    await day.selectOption({ label: ordinal(chosen) });
    await page.getByRole('button', { name: 'See the next collection date' }).click();
    const quote = page.getByRole('region', { name: `Your collections on the ${ordinal(chosen)}` });
    await expect(quote).toContainText(/Next collection date: \w+day \d{1,2} \w+ \d{4}, £\d+\.\d{2}/);
    await expect(quote).toContainText(`on the ${ordinal(chosen)} of each month`);
    await expect(quote.getByRole('heading')).toBeFocused();
    await checkStateAt(page, testInfo, width, 'direct-debit-billing-day-quote');

    await page.getByRole('button', { name: 'Confirm new billing day' }).click();
    await expect(page.getByText(`Your billing day is now the ${ordinal(chosen)}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change billing day' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'direct-debit-billing-day-changed', width);
  });

  test('a member changes his bank details to a valid account, checked as joining checks them', async ({
    page,
  }, testInfo) => {
    const account = accounts[width];
    await openDirectDebit(page, testInfo, alex);
    await page.getByRole('button', { name: 'Change bank details' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Change bank details' })).toBeFocused();

    // Nothing filled in: every problem by its field and in a summary that takes focus (Continue stays focusable,
    // aria-disabled, as in joining).
    await clickAriaDisabled(page.getByRole('button', { name: 'Continue' }));
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
    const holder = page.getByRole('textbox', { name: /^Name on the account/ });
    const sortCode = page.getByRole('textbox', { name: /^Sort code/ });
    const accountNumber = page.getByRole('textbox', { name: /^Account number/ });
    await expect(holder).toHaveAccessibleDescription(/Enter the name on the account/);
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'direct-debit-bank-details-errors', width);

    // A pair that fails the modulus check, then the right one.
    await holder.fill('Alex Morgan');
    await sortCode.fill(account.sortCode);
    await accountNumber.fill('12345678');
    await accountNumber.blur();
    await expect(accountNumber).toHaveAccessibleDescription(/Check your sort code and account number/);
    await expectNoAxeViolations(page);
    await accountNumber.fill(account.accountNumber);
    await page.getByRole('checkbox', { name: AUTHORISATION }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const check = page.getByRole('region', { name: 'Check your new bank details' });
    await expect(check).toContainText(account.shownSortCode);
    await expect(check).toContainText(account.accountNumber);
    await check.getByText('The Direct Debit Guarantee').click();
    await expect(check).toContainText('full and immediate refund');
    await checkStateAt(page, testInfo, width, 'direct-debit-bank-details-check');

    await page.getByRole('button', { name: 'Confirm new bank details' }).click();
    await expect(
      page.getByText(`Your Direct Debit now uses the account ending ${account.ending}.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change bank details' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'direct-debit-bank-details-changed', width);
  });

  test('a customer without a Direct Debit is told he has none', async ({ page }, testInfo) => {
    await openDirectDebit(page, testInfo, sam);
    await expect(page.getByText(/You do not have a Direct Debit/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change bank details' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
