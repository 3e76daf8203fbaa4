import { atEachWidth } from '../../support/widths.ts';
import { expect, test } from '../../support/fixtures.ts';
import { agreeToCheckoutTermsByKeyboard, CARDS } from '../checkout/support/checkoutPage.ts';
import { tabTo, typeInto } from '../joining/support/joiningSteps.ts';
import {
  addToBasket,
  bookingsUrl,
  customerAndOpenSession,
  dayTab,
  dayTabName,
  headerBasket,
} from './support/bookingsSteps.ts';

// Keyboard only (WCAG 2.1.1): from the venue's timetable to a paid booking, with no pointer.
atEachWidth(() => {
  test('keyboard only: venue, timetable, basket, checkout', async ({ page, request }, testInfo) => {
    const { customer, daysAhead, session } = await customerAndOpenSession(request, {
      venue: 'bradford-pool',
      activities: ['Lane Swimming', 'Aqua Aerobics'],
    });

    await page.goto(bookingsUrl(testInfo, '/login?redirect=%2Flocation%2Fbradford-pool'));
    await typeInto(page, page.getByLabel('Email or customer ID'), customer.email);
    await typeInto(page, page.getByLabel('Password', { exact: true }), customer.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Bradford Aquatics' })).toBeVisible();

    // The day tabs are one stop: arrows move between days (ARIA tabs).
    await tabTo(page, page.getByRole('tablist', { name: 'Days' }).getByRole('tab', { selected: true }));
    for (let day = 0; day < daysAhead; day += 1) await page.keyboard.press('ArrowRight');
    await expect(dayTab(page, dayTabName(daysAhead))).toBeFocused();
    await expect(dayTab(page, dayTabName(daysAhead))).toHaveAttribute('aria-selected', 'true');

    await tabTo(page, addToBasket(page, session));
    await page.keyboard.press('Enter');
    // Focus follows to the link that replaced the button, and the header counts the place.
    const inBasket = page.getByRole('link', { name: 'In your basket' });
    await expect(inBasket).toBeFocused();
    await expect(headerBasket(page)).toHaveAccessibleName('Basket, 1 item');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Checkout' }));
    await page.keyboard.press('Enter');

    await typeInto(page, page.getByLabel('Cardholder name'), 'Grace Okafor');
    await typeInto(page, page.getByLabel('Card number'), CARDS.visaDebit);
    await typeInto(page, page.getByLabel('Expiry date'), '12/30');
    await typeInto(page, page.getByLabel('Security code'), '123');
    // The terms as on every checkout (decision 0012): Continue opens them, I Agree at their end ticks them.
    await agreeToCheckoutTermsByKeyboard(page);
    await tabTo(page, page.getByRole('button', { name: /^Pay £\d+\.\d\d now$/ }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeFocused();
    await expect(page.getByRole('heading', { name: session.name })).toBeVisible();
  });
});
