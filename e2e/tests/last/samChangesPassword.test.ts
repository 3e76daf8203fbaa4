import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { logInHere, widths } from '../bookings/support/bookingsSteps.ts';
import { emailsTo } from '../bookings/support/memberApi.ts';
import { screenshotAt } from '../platform/support/platform.ts';
import { expectAccountHeading, expectLogInRefused, logInToAccountAt } from '../myAccount/support/accountPages.ts';

// Sam changes his password from My details and back again (docs/decisions/0430-change-password.md). Changing it ends
// his other sessions, so this runs in the `last` project, after every test that logs in as Sam; the two widths take
// turns, and each leaves the demo password in place.
const sam = { email: demoAccounts.memberWithoutDirectDebit.email, password: DEMO_PASSWORD };
const interimPassword = 'Lido-mornings4';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

for (const width of widths) {
  test(`at ${width} px: Sam changes his password, logs in with it, and changes it back`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const form = page.getByRole('form', { name: 'Change password' });
    const change = async (from: string, to: string) => {
      await form.getByLabel(/^Current password/).fill(from);
      await form.getByLabel(/^New password/).fill(to);
      await form.getByLabel(/^Repeat new password/).fill(to);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Your password has been changed. Other devices have been logged out.')).toBeVisible();
    };
    const emailsBefore = (await emailsTo(request, sam.email, 'password_changed')).length;

    await logInToAccountAt(page, testInfo, '/user-details', sam);
    await expectAccountHeading(page, 'My details');
    await change(sam.password, interimPassword);
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'sam-password-changed', width);
    expect(await emailsTo(request, sam.email, 'password_changed')).toHaveLength(emailsBefore + 1);

    // On a new device the demo password is refused and the new one lets him in.
    await page.context().clearCookies();
    await logInToAccountAt(page, testInfo, '/user-details', sam);
    await expectLogInRefused(page);
    await logInHere(page, { email: sam.email, password: interimPassword });
    await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();

    await change(interimPassword, sam.password);
    await expectNoAxeViolations(page);
  });
}
