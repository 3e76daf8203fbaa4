import { expect, test } from '../../support/fixtures.ts';
import { appUrl } from '../platform/support/platform.ts';
import {
  agreeToTerms,
  checkAxe,
  clearStoredJoiningCart,
  joiningMembers,
  logInToJoining,
  section,
  sectionNumber,
  summaryTotal,
} from './support/joiningSteps.ts';

const member = joiningMembers.withoutDirectDebit;
const membership = 'Gym Anywhere (12 months, paid in full)';

// Issue 4: a logged-in member with no Direct Debit buys a single-payment membership. Without a recurring option
// the bank-details sections never show (docs/product/joining.md D10), so the steps number 1–4 and Checkout is 5.
for (const width of [1280, 375]) {
  test(`a member without a Direct Debit joins a single-payment membership, at ${width} px`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await clearStoredJoiningCart(request, member);
    await logInToJoining(page, testInfo, member);
    await page.goto(appUrl(testInfo, 'online-joining', '/centre/manchester-aquatics'));

    // docs/product/joining.md D8: the centre is chosen, membership open.
    await expect(page.getByRole('button', { name: 'Edit Choose your home centre' })).toBeVisible();
    const membershipSection = section(page, 'Choose your membership');
    await membershipSection.getByRole('radio', { name: 'Single payment' }).check();
    const card = membershipSection.getByRole('listitem').filter({ hasText: membership });
    await expect(card.getByText('Single payment membership')).toBeVisible();
    // Monthly cards are filtered out by the toggle.
    await expect(
      membershipSection.getByRole('button', { name: 'Choose this membership, Gym Anywhere', exact: true }),
    ).toHaveCount(0);
    await checkAxe(page);
    await membershipSection.getByRole('button', { name: `Choose this membership, ${membership}` }).click();

    // Your details: read-only for a member, then Continue.
    const details = section(page, 'Your details');
    await expect(
      details.getByText(
        "These details can't be edited right now. You can edit your personal details later by signing in to your online account.",
      ),
    ).toBeVisible();
    await expect(details.getByText(member.name)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
    await checkAxe(page);
    // The membership-purchase questions stay editable; the emergency contact is required.
    await details.getByRole('textbox', { name: 'Emergency contact name' }).fill('Priya Patel');
    await details.getByRole('textbox', { name: 'Emergency contact phone number' }).fill('07700 900456');
    await details.getByRole('button', { name: 'Continue', exact: true }).click();

    // Review & select dates: no billing day or Direct Debit for a single payment; the button goes to checkout.
    const dates = section(page, 'Review & select dates');
    await expect(dates.getByRole('heading', { name: 'Your Membership' })).toBeVisible();
    await expect(dates.getByLabel('Billing day')).toHaveCount(0);
    await expect(dates.getByText(/collected by Direct Debit/)).toHaveCount(0);
    await dates.getByRole('button', { name: 'Today' }).click();
    await agreeToTerms(page, dates.getByRole('checkbox', { name: /Health commitment/i }));
    await agreeToTerms(page, dates.getByRole('checkbox', { name: /Membership terms/i }));

    // Sections 6–7 never appear; the numbering is 1–4 and Checkout 5.
    for (const [heading, number] of [
      ['Choose your home centre', '1'],
      ['Choose your membership', '2'],
      ['Your details', '3'],
      ['Review & select dates', '4'],
    ] as const) {
      await expect(sectionNumber(page, heading), `the number of ${heading}`).toHaveText(number);
    }
    await expect(page.getByRole('heading', { name: 'Additional details' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Monthly payment' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Confirm your details' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: /^5\. Checkout/ })).toBeVisible();
    await checkAxe(page);

    const total = await summaryTotal(page);
    expect(total).toBe('£399.00');
    const continueButton = dates.getByRole('button', { name: 'Save and continue to checkout' });
    await continueButton.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await continueButton.click();

    await expect(page).toHaveURL(appUrl(testInfo, 'online-joining', '/checkout'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Checkout: ${total}`);
    // A new page opens at the top, not where the joining page was scrolled to (docs/decisions/0026).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await checkAxe(page);
  });
}
