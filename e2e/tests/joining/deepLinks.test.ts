import { expect, test } from '../../support/fixtures.ts';
import { appUrl } from '../platform/support/platform.ts';
import {
  checkAxe,
  clearStoredJoiningCart,
  joiningMembers,
  logInToJoining,
  section,
  toast,
} from './support/joiningSteps.ts';

const centre = { slug: 'manchester-aquatics', name: 'Manchester Aquatics & Fitness' };

// docs/product/joining.md §2 routes: /centre/{slug}/membership/{membershipSlug}/{paymentType} preselects the membership.
test('the deep link to a monthly membership lands on Your details with it chosen', async ({ page }, testInfo) => {
  await page.goto(appUrl(testInfo, 'online-joining', `/centre/${centre.slug}/membership/gym-anywhere/monthly`));
  await expect(page).toHaveURL(appUrl(testInfo, 'online-joining', `/centre/${centre.slug}?step=details`));

  // Centre and membership are completed and collapsed under their choices; Your details (3) is open.
  await expect(page.getByRole('button', { name: 'Edit Choose your home centre' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Choose your membership' })).toBeVisible();
  await expect(section(page, 'Choose your membership')).toBeHidden();
  const details = section(page, 'Your details');
  await expect(details).toBeVisible();
  await expect(details.getByRole('button', { name: 'Create Account' })).toBeVisible();

  // The payment summary holds the linked membership at this centre's monthly price.
  const summary = page.getByRole('complementary', { name: 'Your selection' });
  await expect(summary.getByText('Gym Anywhere', { exact: true })).toBeVisible();
  await expect(summary.getByText('£39.99').first()).toBeVisible();
  await checkAxe(page);

  // Opening the membership section again shows the linked card as the chosen one, under the Monthly toggle.
  await page.getByRole('button', { name: 'Edit Choose your membership' }).click();
  const membershipSection = section(page, 'Choose your membership');
  await expect(membershipSection.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(
    membershipSection
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Gym Anywhere', exact: true }) }),
  ).toHaveAttribute('aria-current', 'true');
});

test.describe('ineligible memberships', () => {
  const member = joiningMembers.adult;

  test.beforeEach(async ({ page, request }, testInfo) => {
    await clearStoredJoiningCart(request, member);
    await logInToJoining(page, testInfo, member);
  });

  test('the deep link to a junior-only membership says so and goes back to the centre', async ({ page }, testInfo) => {
    await page.goto(
      appUrl(testInfo, 'online-joining', `/centre/${centre.slug}/membership/junior-swim-and-sport/monthly`),
    );
    await expect(toast(page, 'You are ineligible for the membership you selected.')).toBeVisible();
    await expect(page).toHaveURL(appUrl(testInfo, 'online-joining', `/centre/${centre.slug}?step=centre`));

    const centreSection = section(page, 'Choose your home centre');
    await expect(centreSection.getByText(centre.name, { exact: true })).toBeVisible();
    await expect(centreSection.getByRole('button', { name: 'Change location' })).toBeVisible();
    await expect(centreSection.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
    // Nothing was chosen: the summary is still empty.
    await expect(page.getByText("You haven't selected a membership yet").first()).toBeVisible();
    await checkAxe(page);
  });

  test('"Show ineligible memberships" lists them as not for this member, and their details cannot be chosen', async ({
    page,
  }, testInfo) => {
    // manchester-aquatics has canDisplayIneligibleMemberships.
    await page.goto(appUrl(testInfo, 'online-joining', `/centre/${centre.slug}`));
    const membershipSection = section(page, 'Choose your membership');
    const junior = 'Junior Swim & Sport (under 16)';
    await expect(membershipSection.getByRole('heading', { name: 'Swim Only', exact: true })).toBeVisible();
    await expect(membershipSection.getByRole('heading', { name: junior })).toHaveCount(0);

    await membershipSection.getByRole('checkbox', { name: 'Show ineligible memberships' }).check();
    const card = membershipSection.getByRole('listitem').filter({ has: page.getByRole('heading', { name: junior }) });
    await expect(card.getByText('You are not eligible for this membership')).toBeVisible();
    await expect(card.getByRole('button', { name: `Choose this membership, ${junior}` })).toHaveCount(0);
    await checkAxe(page);

    await card.getByRole('button', { name: `View details of ${junior}` }).click();
    const dialog = page.getByRole('dialog', { name: junior });
    await expect(dialog.getByText('You are ineligible for this membership')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose this membership' })).toBeDisabled();
    await checkAxe(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Unticked, they are hidden again.
    await membershipSection.getByRole('checkbox', { name: 'Show ineligible memberships' }).uncheck();
    await expect(membershipSection.getByRole('heading', { name: junior })).toHaveCount(0);
  });
});
