import { expect, test } from '../../support/fixtures.ts';
import { atEachWidth, widths } from '../../support/widths.ts';
import { checkStateAt } from '../platform/support/platform.ts';
import { findClasses, logInToLessons, parentWithChild } from './support/lessonsSteps.ts';

// Lessons in bookings (docs/decisions/0594-lessons-in-bookings.md). Each test registers a parent of its own and adds
// a 7-year-old to their household through the API, so runs never meet; each (width, repeat) enrols in a class of
// its own among the seeded Islington classes with places (apps/sandbox-api/src/features/lessons/seed/classCatalogue.ts).
// Nothing here moves the clock or arms faults.
const openClasses = [
  { level: 'Stage 3', day: 'Sunday' },
  { level: 'Stage 4', day: 'Tuesday' },
  { level: 'Stage 5', day: 'Saturday' },
  { level: 'Stage 6', day: 'Thursday' },
  { level: 'Stage 7', day: 'Thursday' },
  { level: 'Stage 5', day: 'Wednesday' },
] as const;

atEachWidth((width) => {
  test('a parent finds a class for their child and enrols them, paying by Direct Debit', async ({
    page,
    request,
  }, testInfo) => {
    // Eight states, each checked with axe, on a 2-core machine: longer than test.slow()'s three minutes.
    test.setTimeout(6 * 60_000);
    const target = openClasses[widths.indexOf(width) * 3 + (testInfo.repeatEachIndex % 3)]!;
    const { parent, child } = await parentWithChild(request, width);
    await logInToLessons(page, testInfo, parent);
    await checkStateAt(page, testInfo, width, 'lessons-finder');

    const list = await findClasses(page, target.day);
    const card = list.getByRole('article', { name: new RegExp(`^${target.level}, ${target.day}s`) });
    await expect(card).toContainText(/places? left/);
    await checkStateAt(page, testInfo, width, 'lessons-found');
    await card.getByRole('link').click();

    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${target.level}, ${target.day}s`) }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Term dates' })).toContainText('Continuous');
    await checkStateAt(page, testInfo, width, 'lessons-class');
    await page.getByRole('link', { name: 'Enrol' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Who is the place for?' })).toBeVisible();
    await checkStateAt(page, testInfo, width);
    await page.getByRole('radio', { name: new RegExp(`^${child}`) }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The class sells ten lessons by card too (docs/decisions/0599): monthly is chosen here.
    await expect(page.getByRole('heading', { level: 2, name: 'How would you like to pay?' })).toBeFocused();
    await page.getByRole('radio', { name: /^Monthly by Direct Debit/ }).check();
    await checkStateAt(page, testInfo, width, 'lessons-payment');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Your bank details' })).toBeFocused();
    await page.getByRole('textbox', { name: /^Name on the account/ }).fill(`Robin ${parent.lastName}`);
    await page.getByRole('textbox', { name: /^Sort code/ }).fill('08-99-99');
    await page.getByRole('textbox', { name: /^Account number/ }).fill('66374958');
    await page.getByRole('checkbox', { name: /^I confirm that I am the account holder/ }).check();
    await checkStateAt(page, testInfo, width, 'lessons-bank-details');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Check your bank details' })).toBeFocused();
    await checkStateAt(page, testInfo, width);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeFocused();
    await expect(page.getByLabel('Your enrolment')).toContainText('A new Direct Debit from the account ending 4958');
    await checkStateAt(page, testInfo, width, 'lessons-confirm');
    await page.getByRole('button', { name: 'Confirm and enrol' }).click();

    await expect(page.getByRole('heading', { level: 2, name: `Kit is enrolled in ${target.level}` })).toBeFocused();
    await expect(page.getByLabel('Your place')).toContainText(
      /First collection£\d+\.\d\d on \d{1,2} [A-Z][a-z]+ \d{4}/,
    );
    await checkStateAt(page, testInfo, width, 'lessons-enrolled');
  });

  test("a parent joins a full class's waiting list and sees their child's position", async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const { parent, child } = await parentWithChild(request, width);
    await logInToLessons(page, testInfo, parent);
    const list = await findClasses(page, 'Saturday');
    const full = list.getByRole('article', { name: /^Stage 3, Saturdays/ });
    await expect(full).toContainText('Full – waiting list');
    await full.getByRole('link').click();
    await page.getByRole('link', { name: 'Join waiting list' }).click();

    const form = page.getByRole('form', { name: 'Join the waiting list' });
    await expect(form.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    await checkStateAt(page, testInfo, width, 'lessons-waiting-list');
    await form.getByRole('button', { name: 'Join waiting list' }).click();
    await expect(form.getByText('Choose who the place is for.')).toBeVisible();
    await checkStateAt(page, testInfo, width);

    await form.getByRole('radio', { name: new RegExp(`^${child}`) }).check();
    await form.getByRole('checkbox', { name: 'Tuesday' }).check();
    await form.getByRole('button', { name: 'Join waiting list' }).click();
    const position = page.getByRole('heading', { level: 2, name: /^Kit is \d+(st|nd|rd|th) in line$/ });
    await expect(position).toBeFocused();
    await expect(page.getByText(/in line/).last()).toBeVisible();
    await checkStateAt(page, testInfo, width, 'lessons-in-line');
  });
});
