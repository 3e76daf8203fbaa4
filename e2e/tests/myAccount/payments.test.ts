import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { atEachWidth } from '../../support/widths.ts';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { memberJoinedThroughApi } from '../checkout/support/membershipChange.ts';
import { checkStateAt, expectPrintedAt, screenshotAt } from '../platform/support/platform.ts';
import { expectAccountHeadingAndTitle, logInToAccountAt } from './support/accountPages.ts';

// Payments (docs/product/account.md D30): the history a page at a time with a printable receipt per payment
// (docs/decisions/0490-payment-receipts.md), and saved cards with Delete card behind a confirmation.

// Alex Morgan has more than a page of history (monthly Direct Debits, card and cash payments, a refund, a failed
// collection). The journey only reads, so parallel tests that log in as Alex are unaffected.
const alex = { email: demoAccounts.memberWithDirectDebit.email, password: DEMO_PASSWORD };

atEachWidth((width) => {
  test('a member pages through the payment history and opens a printable receipt', async ({ page }, testInfo) => {
    await logInToAccountAt(page, testInfo, '/payments', alex);
    await expectAccountHeadingAndTitle(page, 'Payments');
    const firstPage = page.getByRole('table', { name: /^Payment history, page 1 of \d+, newest first$/ });
    await expect(firstPage.getByRole('row')).toHaveCount(11);
    await expect(firstPage.getByRole('cell', { name: 'Refunded', exact: true })).toBeVisible();
    await expect(page.getByText('Visa ending 4242').first()).toBeVisible();
    await checkStateAt(page, testInfo, width, 'payments-history');

    await page.getByRole('link', { name: 'Next page' }).click();
    const secondPage = page.getByRole('table', { name: /^Payment history, page 2 of \d+, newest first$/ });
    await expect(secondPage).toBeVisible();
    await expect(page).toHaveURL(/\/payments\?page=2$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Payment history' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible();
    await expectNoAxeViolations(page);

    const receiptLink = secondPage.getByRole('link', { name: /^Receipt, / }).first();
    const linkName = (await receiptLink.getAttribute('aria-label'))!;
    const description = linkName.split(', ')[1]!;
    await receiptLink.click();
    await expect(page).toHaveURL(/\/payments\/\d+\/receipt$/);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await expect(page).toHaveTitle(/\| Receipt /);
    await expect(receipt).toContainText('Brightwater Leisure');
    await expect(receipt).toContainText('VAT registration number');
    await expect(receipt).toContainText('Alex Morgan');
    await expect(receipt).toContainText('Customer ID: BW100001');
    await expect(receipt.getByRole('table', { name: 'Items' })).toContainText(description);
    await expect(receipt.getByRole('row', { name: /^VAT at 20%/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    await checkStateAt(page, testInfo, width, 'payment-receipt');

    // Printed: only the receipt, without the header, navigation, footer or the Print button.
    await expectPrintedAt(page, testInfo, width, {
      hidden: [
        page.getByRole('banner'),
        page.getByRole('navigation', { name: 'Account' }),
        page.getByRole('button', { name: 'Print receipt' }),
      ],
      shown: receipt,
      shot: 'payment-receipt-print',
    });

    await page.goBack();
    await expect(secondPage).toBeVisible();
  });

  test('a customer who saved a card at checkout deletes it behind a confirmation', async ({
    page,
    request,
  }, testInfo) => {
    // A customer of the test's own, so deleting the card is repeatable and no demo member loses theirs.
    const customer = await memberJoinedThroughApi(request, { saveCard: true });

    await logInToAccountAt(page, testInfo, '/payments', customer);
    // The card payment at checkout is in the history (docs/decisions/0491-checkout-payments-in-history.md).
    const history = page.getByRole('table', { name: 'Payment history, page 1 of 1, newest first' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history).toContainText('Visa ending 0003');
    await expect(history.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
    const savedCards = page.getByRole('region', { name: 'Saved cards' });
    const deleteButton = savedCards.getByRole('button', { name: 'Delete card, Visa ending 0003' });
    await expect(deleteButton).toBeVisible();
    await expect(savedCards.getByText('Expired', { exact: true })).toHaveCount(0);
    await checkStateAt(page, testInfo, width, 'saved-cards');

    // Keep card is the first focus and leaves the card.
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your Visa ending 0003?' });
    await expect(dialog.getByRole('button', { name: 'Keep card' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'delete-card-dialog', width);
    await dialog.getByRole('button', { name: 'Keep card' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete card, Visa ending 0003' }).click();
    await expect(page.getByText('Visa ending 0003 deleted.')).toBeVisible();
    await expect(savedCards.getByText(/You have no saved cards/)).toBeVisible();
    await expect(savedCards.getByRole('heading', { name: 'Saved cards' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'saved-card-deleted', width);
  });
});
