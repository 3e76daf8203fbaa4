import { expect, test } from '../../support/fixtures.ts';
import { appUrl } from '../platform/support/platform.ts';
import {
  agreeToTerms,
  checkAxe,
  clearStoredJoiningCart,
  clickAriaDisabled,
  continueMemberDetails,
  expectErrorSummaryFocused,
  joiningMembers,
  logInToJoining,
  section,
} from './support/joiningSteps.ts';

const member = joiningMembers.errorStates;
const modulusMessage = 'Check your sort code and account number: they do not match a UK bank account';

// Issue 4: each section's error state, as a user meets it, passes axe; a failed Continue focuses the error summary
// (docs/product/joining.md D12). Premium Anywhere asks required questions; the member has no Direct Debit, so bank details follow.
test('the error states of additional details, dates and bank details', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await clearStoredJoiningCart(request, member);
  await logInToJoining(page, testInfo, member);
  await page.goto(appUrl(testInfo, 'online-joining', '/centre/manchester-aquatics'));
  await section(page, 'Choose your membership')
    .getByRole('button', { name: 'Choose this membership, Premium Anywhere: Gym, Swim & Classes' })
    .click();
  await continueMemberDetails(page, { name: 'Sam Lee', phone: '07700 900321' });

  await test.step('additional details: a required question left unanswered', async () => {
    const questions = section(page, 'Additional details');
    const save = questions.getByRole('button', { name: 'Save and continue' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await clickAriaDisabled(save);
    const summary = await expectErrorSummaryFocused(questions);
    await expect(summary.getByRole('link', { name: 'Health conditions is required.' })).toBeVisible();
    // The message also sits with the question itself.
    await expect(questions.getByRole('group', { name: /Health conditions/ })).toContainText(
      'Health conditions is required.',
    );
    await checkAxe(page);
    // The summary's link takes the user to the question.
    await summary.getByRole('link', { name: 'Health conditions is required.' }).click();
    await expect(questions.getByRole('checkbox', { name: 'A heart condition' })).toBeFocused();
    await questions.getByRole('checkbox', { name: 'None of these' }).check();
    await expect(summary).toBeHidden();
    await save.click();
  });

  await test.step('dates: Continue without the terms', async () => {
    const dates = section(page, 'Review & select dates');
    await dates.getByRole('button', { name: 'Tomorrow' }).click();
    await dates.getByLabel('Billing day').selectOption({ label: '1st' });
    const next = dates.getByRole('button', { name: 'Continue', exact: true });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await clickAriaDisabled(next);
    const summary = await expectErrorSummaryFocused(dates);
    await expect(summary.getByRole('link', { name: 'Agree to the health commitment statement' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Agree to the membership terms and conditions' })).toBeVisible();
    const health = dates.getByRole('checkbox', { name: /Health commitment/i });
    await expect(health).toHaveAccessibleDescription(/Agree to the health commitment statement/);
    // The section header carries the warning while the section has messages.
    await expect(section(page, 'Review & select dates')).toBeVisible();
    await checkAxe(page);

    // The open terms modal, before it is read to the end.
    await health.click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('button', { name: 'I Agree' })).toHaveAttribute('aria-disabled', 'true');
    await expect(modal.getByText('Scroll to the end to agree')).toBeVisible();
    await checkAxe(page);
    await modal.getByRole('region', { name: / text$/ }).evaluate((text) => text.scrollTo({ top: text.scrollHeight }));
    await modal.getByRole('button', { name: 'I Agree' }).click();
    await expect(health).toBeChecked();
    await agreeToTerms(page, dates.getByRole('checkbox', { name: /Membership terms/i }));
    await expect(summary).toBeHidden();
    await next.click();
  });

  await test.step('bank details: the modulus check, then Continue with errors', async () => {
    const bank = section(page, 'Monthly payment');
    await bank.getByLabel('Name on the account').fill('Jordan Lee');
    await bank.getByLabel('Sort code').fill('08-99-99');
    await bank.getByLabel('Account number').fill('66374959');
    await bank.getByLabel('Account number').blur();
    await expect(bank.getByText(modulusMessage).first()).toBeVisible();
    await expect(bank.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
    await checkAxe(page);

    const next = bank.getByRole('button', { name: 'Continue', exact: true });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await clickAriaDisabled(next);
    const summary = await expectErrorSummaryFocused(bank);
    await expect(summary.getByRole('link', { name: modulusMessage })).toBeVisible();
    await checkAxe(page);

    // A valid account clears the modulus message.
    await bank.getByLabel('Account number').fill('66374958');
    await expect(bank.getByText(modulusMessage)).toHaveCount(0);
  });
});
