import type { Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { expect, test } from '../../../support/fixtures.ts';
import { checkAxe, logInHere } from '../../bookings/support/bookingsSteps.ts';
import { expectNoSidewaysScroll } from '../../platform/support/platform.ts';

// Front of house (issue 14, docs/decisions/0602, 0610, 0620, 0621): steps the desk's journeys share.

export const staff = demoAccounts.staff;

/** The bar a member of staff sees on every page: whom they serve, Find customer, Change customer, Clear. */
export const staffBar = (page: Page) => page.getByRole('region', { name: 'Front of house' });

/** The desk's member of staff logs in on a front end's /login (the address given, e.g. with its redirect). */
export async function logInAtDesk(page: Page, loginUrl: string): Promise<void> {
  await page.goto(loginUrl);
  await logInHere(page, { email: staff.email, password: DEMO_PASSWORD });
}

/** Find customer in the staff bar, then a search for `query`. Answers the dialog, with its results. */
export async function searchCustomers(page: Page, query: string) {
  await staffBar(page).getByRole('button', { name: 'Find customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find a customer' });
  await dialog.getByRole('searchbox', { name: 'Name, email, customer reference or postcode' }).fill(query);
  await dialog.getByRole('button', { name: 'Search' }).click();
  return dialog;
}

/** Saves the whole page as `{name}-{width}.png` in the test's output, for a person to look at. */
export async function deskShot(page: Page, testInfo: TestInfo, width: number, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
}

/**
 * The receipt on the page: nothing sticks out sideways and axe passes; saved as `name`, and printed as `name-print`
 * (the print media type, then the screen's again).
 */
export async function checkAndShootReceipt(page: Page, testInfo: TestInfo, width: number, name: string) {
  await expectNoSidewaysScroll(page, width);
  await checkAxe(page);
  await deskShot(page, testInfo, width, name);
  await page.emulateMedia({ media: 'print' });
  await deskShot(page, testInfo, width, `${name}-print`);
  await page.emulateMedia({ media: 'screen' });
}

/** Print would wait for a printer's dialog: the receipt is looked at on the page instead. */
export async function printOnThePage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {};
  });
}

/**
 * The start of a journey at the desk at `width`: 90 s for the whole of it and Print kept on the page
 * (printOnThePage). Answers the journey's deskShot.
 */
export async function startDeskJourney(page: Page, testInfo: TestInfo, width: number) {
  test.setTimeout(90_000);
  await printOnThePage(page);
  return (name: string) => deskShot(page, testInfo, width, name);
}

/** Print receipt pressed: the receipt takes focus and names the customer, the item and the payment. Answers it. */
export async function printReceipt(
  page: Page,
  { customer, item, paid }: { customer: string; item: string; paid: string },
) {
  await page.getByRole('button', { name: 'Print receipt' }).click();
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toBeFocused();
  await expect(receipt.getByLabel('Order')).toContainText(customer);
  await expect(receipt.getByLabel('Items')).toContainText(item);
  await expect(receipt.getByLabel('Paid')).toContainText(paid);
  return receipt;
}
