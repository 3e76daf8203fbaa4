import { expect, test } from '../../support/fixtures.ts';
import {
  customerWithCart,
  expectConfirmation,
  expectPayReady,
  logInAndOpenCheckout,
  openCheckoutWithCart,
  payButton,
  payWith,
} from '../checkout/support/checkoutPage.ts';
import { PAID_ONCE, paymentRecords } from '../checkout/support/paymentRecords.ts';

// Issue 5: the card checkout when the network lets it down. Each test arms a fault on the faults sandbox.
test.describe('checkout faults', () => {
  test('an authorise whose answer is lost is asked again and places one order', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    const { userId } = await openCheckoutWithCart(page, request, testInfo);
    // The card is authorised, but the answer never reaches the page (a 502 from a proxy on the way back).
    await sandbox.armFault({ path: '/checkout/authorise', status: 502, afterHandler: true });

    await payWith(page, { name: 'SUCCESSFUL' });

    // Nobody knows yet whether the card was charged: the page says so, not "you have not been charged".
    await expect(
      page.getByText(
        'We could not confirm your payment. Please press Pay again to check it: you will not be charged twice.',
        { exact: true },
      ),
    ).toBeVisible();
    // The card fields are kept: nothing says the payment failed, and the retry needs nothing typed again.
    await expect(page.getByLabel('Card number')).toHaveValue('4462 0000 0000 0003');
    await expect(page).toHaveURL(/\/checkout$/);
    expect(paymentRecords(userId, 'faults')).toEqual({
      orders: 0,
      transactions: { authorised: 1 },
      completedTransactions: 0,
    });

    // Paying again asks about the same payment: the card is not charged twice.
    await expectPayReady(page);
    await payButton(page).click();

    await expectConfirmation(page);
    expect(paymentRecords(userId, 'faults')).toEqual(PAID_ONCE);
  });

  test('a prepare refused twice is made again and the card pays', async ({ page, request, sandbox }, testInfo) => {
    const { customer, userId } = await customerWithCart(request);
    await sandbox.armFault({ path: '/checkout/prepare', status: 401, count: 2 });
    let prepares = 0;
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/checkout/prepare') prepares += 1;
    });

    await logInAndOpenCheckout(page, testInfo, customer);
    await payWith(page, { name: 'SUCCESSFUL' });
    // Retried quietly: the refusals are not the customer's business while a prepare is left.
    await expect(page.getByText('Unauthenticated.')).toHaveCount(0);

    await expectConfirmation(page);
    expect(prepares, 'prepares sent: two refused, then one that worked').toBe(3);
    expect(paymentRecords(userId, 'faults')).toEqual(PAID_ONCE);
  });
});
