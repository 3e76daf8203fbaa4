import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { appUrl } from '../platform/support/platform.ts';
import { checkAxe, clearStoredJoiningCart, joiningMembers, logInToJoining, section } from './support/joiningSteps.ts';

const member = joiningMembers.adult;
const centreSlug = 'manchester-aquatics';
const membership = 'Greater Manchester Multi-Site';

/**
 * Exactly one section is open, the one named; once the user has moved, the URL names it too (so Back and refresh
 * keep it). The page as first opened may not name its step yet.
 */
async function expectOpen(page: Page, heading: string, step: string | null): Promise<void> {
  const query = step === null ? '' : `\\?step=${step}`;
  await expect(page).toHaveURL(new RegExp(`/centre/${centreSlug}${query}$`));
  await expect(section(page, heading)).toBeVisible();
  await expect(page.getByRole('region').filter({ visible: true })).toHaveCount(1);
}

// Issue 4: the open section is part of the history, so the browser's Back moves one section back.
test('browser Back reopens the previous section and Forward the next one', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  await clearStoredJoiningCart(request, member);
  await logInToJoining(page, testInfo, member);
  await page.goto(appUrl(testInfo, 'online-joining', `/centre/${centreSlug}`));
  await expectOpen(page, 'Choose your membership', null);

  await section(page, 'Choose your membership')
    .getByRole('button', { name: `Choose this membership, ${membership}` })
    .click();
  await expectOpen(page, 'Your details', 'details');
  const details = section(page, 'Your details');
  await details.getByRole('textbox', { name: 'Emergency contact name' }).fill('Jamie Morgan');
  await details.getByRole('textbox', { name: 'Emergency contact phone number' }).fill('07700 900789');
  await details.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectOpen(page, 'Review & select dates', 'dates');

  await page.goBack();
  await expectOpen(page, 'Your details', 'details');
  // What was chosen stays chosen: the membership section is still completed under its name.
  await expect(page.getByRole('button', { name: 'Edit Choose your membership' })).toBeVisible();
  await expect(page.getByText(membership, { exact: true }).first()).toBeVisible();
  await checkAxe(page);

  await page.goBack();
  await expectOpen(page, 'Choose your membership', 'membership');
  await expect(
    section(page, 'Choose your membership')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: membership, exact: true }) }),
  ).toHaveAttribute('aria-current', 'true');

  await page.goForward();
  await expectOpen(page, 'Your details', 'details');
  await page.goForward();
  await expectOpen(page, 'Review & select dates', 'dates');
  await expect(section(page, 'Review & select dates').getByRole('heading', { name: 'Your Membership' })).toBeVisible();
  await checkAxe(page);
});
