import { expect, test } from '../../support/fixtures.ts';
import { checkAxe, widths } from '../bookings/support/bookingsSteps.ts';
import { tokenOf } from '../bookings/support/memberApi.ts';
import { customerId, registerCustomer, storeMonthlyGymCart } from '../checkout/support/checkoutCustomer.ts';
import { expectConfirmation } from '../checkout/support/checkoutPage.ts';
import { appUrl, expectNoSidewaysScroll } from '../platform/support/platform.ts';
import {
  checkAndShootReceipt,
  logInAtDesk,
  printReceipt,
  searchCustomers,
  staff,
  staffBar,
  startDeskJourney,
} from './support/frontDesk.ts';

// Joining at the desk (issue 14, docs/decisions/0602, 0620, 0621): a member of staff sells a membership to a customer
// of the test's own, paid by cheque, on online joining's checkout, and prints the receipt (read from the order, so
// a reload keeps it).

for (const width of widths) {
  test(`staff sell a membership at the desk, paid by cheque, and print the receipt (${width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    const shot = await startDeskJourney(page, testInfo, width);
    const customer = await registerCustomer(request);
    const id = await customerId(request, customer);
    // Staff build the customer's joining cart (Gym Anywhere, monthly, at Leeds City, from today) as the page would.
    await storeMonthlyGymCart(request, customer, { token: await tokenOf(request, staff.email), selectedUserId: id });

    await page.setViewportSize({ width, height: 900 });
    await logInAtDesk(page, appUrl(testInfo, 'online-joining', '/login?redirect=%2F'));
    const dialog = await searchCustomers(page, customer.email);
    await dialog.getByRole('button', { name: /^Select Grace Okafor, / }).click();
    await expect(staffBar(page)).toContainText('Serving Grace Okafor');

    await page.goto(appUrl(testInfo, 'online-joining', '/checkout'));
    const heading = page.getByRole('heading', { level: 1, name: /^Checkout: £/ });
    await expect(heading).toBeVisible();
    const dueNow = /£[\d,]+\.\d\d/.exec((await heading.textContent())!)![0];
    const panel = page.getByRole('region', { name: 'Take payment at the desk' });
    await expect(panel.getByText(/^Balance left to pay:/)).toHaveText(`Balance left to pay: ${dueNow}`);
    // Staff record that the customer agreed at the desk; they tick nothing for them (docs/decisions/0025).
    await page.getByRole('checkbox', { name: 'The customer agreed at the desk' }).check();
    // The card session is prepared for the customer's cart, not the staff member's own (which has nothing in it).
    await expect(page.getByText('Your basket is empty.')).toHaveCount(0);
    await expectNoSidewaysScroll(page, width);
    await checkAxe(page);
    await shot('joining-desk');

    await panel.getByLabel('Cheque (£)').fill(dueNow.slice(1));
    await panel.getByRole('button', { name: 'Apply cheque' }).click();
    await expect(panel.getByText(/^Balance left to pay:/)).toHaveText('Balance left to pay: £0.00');
    await expect(panel.getByRole('list', { name: 'Payments taken' })).toContainText(`Cheque ${dueNow}`);
    // The cheque covers everything, so no card is wanted (a card takes only what tenders leave: decision 0602).
    await expect(page.getByRole('form', { name: 'Card details' })).toHaveCount(0);
    await checkAxe(page);
    await shot('joining-cheque');

    await panel.getByRole('button', { name: 'Complete order' }).click();
    await expectConfirmation(page);
    await checkAxe(page);
    await shot('joining-confirmed');

    // The order says its membership may have a receipt: a reload keeps "Print receipt".
    await page.reload();
    await expectConfirmation(page);
    const receipt = await printReceipt(page, {
      customer: 'Grace Okafor',
      item: 'Gym Anywhere',
      paid: `Cheque${dueNow}`,
    });
    await expect(receipt.getByLabel('Paid')).not.toContainText('Change given');
    await checkAndShootReceipt(page, testInfo, width, 'joining-receipt');
  });
}
