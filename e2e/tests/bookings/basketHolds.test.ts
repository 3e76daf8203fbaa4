import { atEachWidth } from '../../support/widths.ts';
import { expect, test } from '../../support/fixtures.ts';
import { registerCustomer } from '../checkout/support/checkoutCustomer.ts';
import {
  addSessionToBasket,
  bookingsUrl,
  checkAxe,
  dayTab,
  dayTabName,
  headerBasket,
  logInHere,
  moveHolds,
  openSessions,
} from './support/bookingsSteps.ts';

// docs/product/bookings.md D23: each line says until when its place is held; two minutes before the first hold ends
// the basket warns, and Keep my places holds every place 15 minutes more. A line whose hold ran out is named.
atEachWidth(() => {
  test('the hold warning keeps the places, and a lapsed line is named', async ({ page, request }, testInfo) => {
    const customer = await registerCustomer(request);
    const {
      daysAhead,
      sessions: [first, second],
    } = await openSessions(request, {
      venue: 'leeds-city',
      activities: ['Pilates', 'HIIT Circuits', 'Yoga Flow', 'Boxfit'],
    });

    await page.goto(bookingsUrl(testInfo, '/login?redirect=%2Flocation%2Fleeds-city'));
    await logInHere(page, customer);
    await expect(page.getByRole('heading', { level: 1, name: 'Leeds City Leisure Centre' })).toBeVisible();
    await dayTab(page, dayTabName(daysAhead)).click();
    await addSessionToBasket(page, first!, 1);
    await addSessionToBasket(page, second!, 2);

    // The sandbox moves the holds' end behind the page's back: the basket is opened afresh to read it.
    await moveHolds(request, { email: customer.email, endsInSeconds: 125 });
    await page.goto(bookingsUrl(testInfo, '/basket'));
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping basket' })).toBeVisible();
    const warning = page.getByRole('alertdialog', { name: 'Your basket is about to expire' });
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await checkAxe(page);
    await warning.getByRole('button', { name: 'Keep my places' }).click();
    await expect(warning).toBeHidden();
    // 15 more minutes: the first hold now ends about 17 minutes from now, so no warning for a while.
    const heldUntil = page.getByText(/^Held until \d\d:\d\d$/);
    await expect(heldUntil).toHaveCount(2);
    await checkAxe(page);

    await moveHolds(request, { email: customer.email, endsInSeconds: -1, sessionId: first!.id });
    await page.reload();
    await expect(
      page.getByText(new RegExp(`^The place on ${first!.name} \\(.*${first!.start_time}\\) .* was released`)),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^Remove ${second!.name}`) })).toHaveCount(1);
    await expect(headerBasket(page)).toHaveAccessibleName('Basket, 1 item');
    await checkAxe(page);
  });
});
