import type { Page } from '@playwright/test';
import { demoAccounts } from '@leisure/sandbox-api/testing';
import { expect, frontEndUrl, test } from '../../support/fixtures.ts';
import { bookingsUrl, checkAxe, widths } from '../bookings/support/bookingsSteps.ts';
import { deskShot, logInAtDesk, searchCustomers, staffBar } from './support/frontDesk.ts';

// Front of house (issue 14, docs/decisions/0610-staff-bar-and-selected-customer.md): the desk's member of staff
// finds Sam by his customer reference and serves him; the staff bar says so on every page.

const sam = demoAccounts.memberWithoutDirectDebit;

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Find a customer' });

for (const width of widths) {
  test(`staff find Sam by his reference and select him (${width} px)`, async ({ page }, testInfo) => {
    // Four axe runs, three full-page screenshots (the home page draws its map at 1280 px) and a reload.
    test.slow();
    const shot = (name: string) => deskShot(page, testInfo, width, name);
    await page.setViewportSize({ width, height: 900 });
    await logInAtDesk(page, bookingsUrl(testInfo, '/login?redirect=%2F'));

    await expect(staffBar(page)).toContainText('No customer selected');
    await checkAxe(page);
    await staffBar(page).getByRole('button', { name: 'Find customer' }).click();

    const dialog = searchDialog(page);
    const field = dialog.getByRole('searchbox', { name: 'Name, email, customer reference or postcode' });
    await expect(field).toBeFocused();
    await checkAxe(page);
    await shot('dialog-open');

    await field.fill(sam.reference);
    await dialog.getByRole('button', { name: 'Search' }).click();
    const select = dialog.getByRole('button', { name: `Select Sam Patel, ${sam.reference}`, exact: true });
    await expect(select).toBeVisible();
    await expect(dialog.getByText('1 customer found')).toBeVisible();
    await expect(dialog.getByText(sam.email)).toBeVisible();
    await checkAxe(page);
    await shot('results');

    await select.click();
    await expect(dialog).toBeHidden();
    await expect(staffBar(page)).toContainText(`Serving Sam Patel, ${sam.reference}`);
    const change = staffBar(page).getByRole('button', { name: 'Change customer' });
    await expect(change).toBeFocused();
    await expect(staffBar(page).getByRole('button', { name: 'Clear' })).toBeVisible();
    // Nothing in the bar spills past the page at a phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkAxe(page);
    await shot('selected');

    // The selection is kept (a cookie for this log-in, decision 0610): after a reload the bar still serves Sam.
    await page.reload();
    await expect(staffBar(page)).toContainText(`Serving Sam Patel, ${sam.reference}`);
  });
}

test('the customer served on bookings is served on online joining too, and Clear there clears both', async ({
  page,
}, testInfo) => {
  // Three axe runs, two sub-domains and a reload.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAtDesk(page, bookingsUrl(testInfo, '/login?redirect=%2F'));
  await expect(staffBar(page)).toContainText('No customer selected');
  const dialog = await searchCustomers(page, 'Patel');
  await dialog.getByRole('button', { name: `Select Sam Patel, ${sam.reference}`, exact: true }).click();
  await expect(staffBar(page)).toContainText(`Serving Sam Patel, ${sam.reference}`);

  // The header's link to the other sub-domain: the selection is kept beside the log-in, on the parent domain
  // (decision 0610), so online joining serves Sam at once.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buy a membership' }).click();
  await expect(page).toHaveURL((url) => url.origin === new URL(frontEndUrl('online-joining', 'chromium')).origin);
  await expect(staffBar(page)).toContainText(`Serving Sam Patel, ${sam.reference}`);
  await expect(staffBar(page).getByRole('button', { name: 'Change customer' })).toBeVisible();
  await checkAxe(page);
  await page.screenshot({ path: testInfo.outputPath('joining-serving-sam-1280.png'), fullPage: false });

  // Clear on online joining: nobody served there, and nobody back on bookings.
  await staffBar(page).getByRole('button', { name: 'Clear' }).click();
  await expect(staffBar(page)).toContainText('No customer selected');
  await expect(staffBar(page).getByRole('button', { name: 'Find customer' })).toBeFocused();
  await checkAxe(page);
  await page.screenshot({ path: testInfo.outputPath('joining-cleared-1280.png'), fullPage: false });

  await page.goBack();
  await page.reload();
  await expect(page).toHaveURL((url) => url.origin === new URL(bookingsUrl(testInfo)).origin);
  await expect(staffBar(page)).toContainText('No customer selected');
  await checkAxe(page);
});
