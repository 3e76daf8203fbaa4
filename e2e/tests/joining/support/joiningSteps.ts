import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from '../../../support/fixtures.ts';

/** An accordion section of the joining page, by its heading. */
export const section = (page: Page, heading: string): Locator =>
  page.getByRole('region', { name: heading, exact: true });

/** Opens a terms modal from its checkbox, reads it to the end and agrees (spec 02 §4 "Terms modal"). */
export async function agreeToTerms(page: Page, checkbox: Locator): Promise<void> {
  // An unread term opens its text instead of ticking (the tick comes from "I Agree").
  await checkbox.click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) {
    const text = dialog.getByRole('region', { name: / text$/ });
    await text.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await dialog.getByRole('button', { name: 'I Agree' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(checkbox).toBeChecked();
}

/** The payment summary's "To pay now". */
export async function summaryTotal(page: Page): Promise<string> {
  const summary = page.getByRole('complementary', { name: 'Your selection' });
  const total = summary.locator('dd.total');
  await expect(total).toHaveText(/£\d+\.\d\d/);
  return (await total.innerText()).trim();
}

/** axe on the page as it is now (every section and state the tests visit, issue 4). */
export const checkAxe = (page: Page) => expectNoAxeViolations(page);
