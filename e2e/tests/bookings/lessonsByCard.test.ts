import { expect, test } from '../../support/fixtures.ts';
import { atEachWidth } from '../../support/widths.ts';
import { payWith, expectConfirmation } from '../checkout/support/checkoutPage.ts';
import { checkStateAt } from '../platform/support/platform.ts';
import { findClasses, logInToLessons, parentWithChild } from './support/lessonsSteps.ts';

// Lessons paid by card in blocks (docs/decisions/0599-lesson-blocks-by-card.md): a parent enrols their child paying
// for ten lessons by card, through the basket and its checkout, and sees the block in my account with its top-up.
// Each width takes a place of its own in a seeded Islington class with places that the Direct Debit journey
// (lessons.test.ts) leaves room in; a new parent and child each time, so runs never meet. The clock is not moved.
const classFor = { 375: { level: 'Stage 6', day: 'Thursday' }, 1280: { level: 'Stage 5', day: 'Saturday' } } as const;

atEachWidth((width) => {
  test('a parent pays for ten lessons by card through the basket and sees them in my account', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(6 * 60_000);
    const target = classFor[width as keyof typeof classFor];
    const { parent, child } = await parentWithChild(request, width, width === 375 ? 'Cardnarrow' : 'Cardwide');
    await logInToLessons(page, testInfo, parent);
    const list = await findClasses(page, target.day);
    await list
      .getByRole('article', { name: new RegExp(`^${target.level}, ${target.day}s`) })
      .getByRole('link')
      .click();
    const details = page.getByRole('region', { name: 'The class' });
    await expect(details).toContainText(/Or by cardTen lessons: 10 lessons, .+, £\d+\.\d\d by card/);
    await page.getByRole('link', { name: 'Enrol' }).click();

    await page.getByRole('radio', { name: new RegExp(`^${child}`) }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'How would you like to pay?' })).toBeFocused();
    await page.getByRole('radio', { name: /^Ten lessons: 10 lessons, .+ by card/ }).check();
    await checkStateAt(page, testInfo, width, 'lessons-pay-by-card');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The basket holds the place while it is paid for.
    await expect(page).toHaveURL(/\/basket$/);
    const line = page.getByRole('heading', {
      level: 3,
      name: new RegExp(`^Learn to Swim: ${target.level} · ${target.day}s`),
    });
    await expect(line).toBeVisible();
    await expect(page.getByText(`For ${child}`)).toBeVisible();
    await expect(page.getByText(/^Place held until /)).toBeVisible();
    await checkStateAt(page, testInfo, width, 'lessons-block-in-basket');
    await page.getByRole('link', { name: 'Checkout' }).first().click();

    await expect(page.getByRole('heading', { level: 1, name: /^Checkout: £\d+\.\d\d$/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Basket items' })).toContainText(/^.*Ten lessons: 10 lessons, /);
    await checkStateAt(page, testInfo, width);
    await payWith(page, { name: `Robin ${parent.lastName}` });
    await expectConfirmation(page, 'Your booking is confirmed');
    const paid = page.getByRole('list', { name: 'Your lessons' });
    await expect(paid).toContainText(`For${child}`);
    await expect(paid).toContainText(/First lesson[A-Z][a-z]+ \d{1,2} [A-Z][a-z]+/);
    await expect(page.getByRole('list', { name: 'Your bookings' })).toHaveCount(0);
    await checkStateAt(page, testInfo, width, 'lessons-block-paid');

    await page.getByRole('link', { name: 'View my lessons' }).click();
    const card = page.getByRole('article', { name: new RegExp(`^${child}: ${target.level}`) });
    await expect(card).toContainText(/Paid by card up to\d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(card).toContainText('Lessons left10');
    await expect(card.getByRole('button', { name: /^Top up ten lessons for Kit/ })).toBeVisible();
    await checkStateAt(page, testInfo, width, 'lessons-block-in-account');
  });
});
