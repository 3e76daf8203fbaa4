import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@leisure/sandbox-api/testing';
import { expect, test } from '../../support/fixtures.ts';
import { appUrl } from '../platform/support/platform.ts';
import {
  agreeToTermsByKeyboard,
  checkAxe,
  expectErrorSummaryFocused,
  section,
  tabTo,
  typeInto,
} from './support/joiningSteps.ts';

const centre = 'Manchester Aquatics & Fitness';
const membership = 'Premium Anywhere: Gym, Swim & Classes';

/**
 * Focus has moved into `heading`'s section (its panel or its heading row) once it opens, so a keyboard or
 * screen-reader user carries on from there. Soft: the failure names where focus is instead, and the journey goes on.
 */
async function expectFocusIn(page: Page, heading: string): Promise<void> {
  await expect
    .configure({ soft: true })
    .poll(
      () =>
        section(page, heading).evaluate((panel) => {
          const active = document.activeElement;
          if (active && active !== document.body && panel.parentElement?.contains(active)) return 'in the section';
          if (!active || active === document.body) return 'on the body (focus lost)';
          return `on <${active.tagName.toLowerCase()}> "${(active.textContent ?? '').trim().slice(0, 60)}"`;
        }),
      { message: `focus moves into "${heading}"` },
    )
    .toBe('in the section');
}

// Issue 4: the guest journey of guestJourney.test.ts with the keyboard alone: Tab, Shift+Tab, Enter, Space, the
// arrow keys and typing. No mouse clicks anywhere.
test('a guest joins with the keyboard alone, from the centre list to the bank details', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(appUrl(testInfo, 'online-joining'));
  await expect(page.getByRole('heading', { level: 1, name: 'Online Joining' })).toBeVisible();

  await test.step('map search and the results list', async () => {
    const centres = section(page, 'Choose your home centre');
    await typeInto(page, centres.getByLabel('Search town, postcode or centre name'), 'Manchester');
    await page.keyboard.press('Enter');
    await expect(centres.getByText(/centres? within 5 miles of Manchester/)).toBeVisible();
    await tabTo(page, centres.getByRole('button', { name: `Select and continue with ${centre}` }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/centre\/manchester-aquatics/);
    await expect(section(page, 'Choose your membership')).toBeVisible();
  });

  await test.step('membership: details modal, then choose', async () => {
    const memberships = section(page, 'Choose your membership');
    // The payment toggle answers the arrow keys: to Single payment and back to Monthly.
    const monthly = memberships.getByRole('radio', { name: 'Monthly' });
    await tabTo(page, monthly);
    await page.keyboard.press('ArrowRight');
    await expect(memberships.getByRole('radio', { name: 'Single payment' })).toBeChecked();
    await expect(memberships.getByRole('radio', { name: 'Single payment' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeChecked();

    const viewDetails = memberships.getByRole('button', { name: `View details of ${membership}` });
    await tabTo(page, viewDetails);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: membership });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
        message: 'focus moves into the details dialog',
      })
      .toBe(true);
    await checkAxe(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewDetails).toBeFocused();

    await tabTo(page, memberships.getByRole('button', { name: `Choose this membership, ${membership}` }));
    await page.keyboard.press('Enter');
    await expect(section(page, 'Your details')).toBeVisible();
    await expectFocusIn(page, 'Your details');
  });

  await test.step('your details: register', async () => {
    const details = section(page, 'Your details');
    const field = (name: string) => details.getByRole('textbox', { name, exact: true });
    await typeInto(page, field('First name'), 'Robin');
    await typeInto(page, field('Last name'), 'Keyes');
    await typeInto(page, field('Date of birth'), '14/03/1990');
    await typeInto(page, field('Email address'), `robin.keys.${Date.now()}@example.com`);
    await typeInto(page, field('Address line 1'), '1 Canal Street');
    await typeInto(page, field('Town or city'), 'Manchester');
    await typeInto(page, field('Postcode'), 'M1 3HU');
    await typeInto(page, details.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
    await typeInto(page, details.getByLabel('Repeat password'), DEMO_PASSWORD);
    // The account terms open from the link in their label.
    await agreeToTermsByKeyboard(page, details.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }), {
      opener: details.getByRole('button', { name: 'Terms and Conditions' }),
    });
    // Shift+Tab goes back through the form: the box and the password fields are just before the link.
    await tabTo(page, details.getByLabel('Repeat password'), { backwards: true, max: 5 });
    await tabTo(page, details.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    await expect(section(page, 'Additional details')).toBeVisible({ timeout: 15_000 });
    await expectFocusIn(page, 'Additional details');
  });

  await test.step('additional details: the required question, by keyboard', async () => {
    const questions = section(page, 'Additional details');
    const save = questions.getByRole('button', { name: 'Save and continue' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(questions.getByText('Health conditions is required.').first()).toBeVisible();
    await expectErrorSummaryFocused(questions);
    await tabTo(page, questions.getByRole('checkbox', { name: 'None of these' }));
    await page.keyboard.press('Space');
    await expect(questions.getByRole('checkbox', { name: 'None of these' })).toBeChecked();
    await tabTo(page, questions.getByRole('checkbox', { name: 'Improve fitness' }));
    await page.keyboard.press('Space');
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(section(page, 'Review & select dates')).toBeVisible();
    await expectFocusIn(page, 'Review & select dates');
  });

  await test.step('dates: Continue too early, then the dates and terms', async () => {
    const dates = section(page, 'Review & select dates');
    const next = dates.getByRole('button', { name: 'Continue', exact: true });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    const summary = await expectErrorSummaryFocused(dates);
    // The billing day is suggested, so only the terms are missing (decision 0023): the day after today's start.
    await expect(summary.getByRole('link', { name: 'Agree to the health commitment statement' })).toBeVisible();
    const billingDay = dates.getByLabel('Billing day');
    await expect(billingDay.locator('option:checked')).toHaveText('6th');
    await expect(billingDay).toHaveAccessibleDescription(/We suggest the 6th, the day after your start date/);
    // The keyboard user picks another day: a closed select takes typed letters, "15th".
    await tabTo(page, billingDay, { backwards: true });
    await page.keyboard.type('15th');
    await expect(billingDay.locator('option:checked')).toHaveText('15th');

    await tabTo(page, dates.getByRole('button', { name: 'Tomorrow' }), { backwards: true });
    await page.keyboard.press('Enter');
    await agreeToTermsByKeyboard(page, dates.getByRole('checkbox', { name: /Health commitment/i }));
    await agreeToTermsByKeyboard(page, dates.getByRole('checkbox', { name: /Membership terms/i }));
    await expect(summary).toBeHidden();
    await checkAxe(page);
    await tabTo(page, next);
    await page.keyboard.press('Enter');
  });

  await test.step('bank details: typed, and checked when the field is left', async () => {
    const bank = section(page, 'Monthly payment');
    await expect(bank).toBeVisible();
    await expectFocusIn(page, 'Monthly payment');
    await typeInto(page, bank.getByLabel('Name on the account'), 'Robin Keyes');
    await typeInto(page, bank.getByLabel('Sort code'), '08-99-99');
    await typeInto(page, bank.getByLabel('Account number'), '66374959');
    await page.keyboard.press('Tab');
    await expect(
      bank.getByText('Check your sort code and account number: they do not match a UK bank account').first(),
    ).toBeVisible();
    await checkAxe(page);
  });
});
