import { expect, test } from '../../support/fixtures.ts';
import { checkAxe } from '../joining/support/joiningSteps.ts';
import { expectBankCheck, expectConfirmation, openCheckoutWithCart, payWith } from './support/checkoutPage.ts';

// The checkout's states at a phone's width and a laptop's: axe on each, and full-page screenshots (in the output
// folder) for a person to look at.
for (const width of [375, 1280]) {
  test(`checkout, bank check and confirmation at ${width} px`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await openCheckoutWithCart(page, request, testInfo);
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true, animations: 'disabled' });

    await checkAxe(page);
    await shot('checkout');
    // Nothing on the page is wider than the screen (no sideways scrolling, WCAG 1.4.10 at 320 css px).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await payWith(page, { name: 'CHALLENGE' });
    const bank = await expectBankCheck(page);
    await checkAxe(page);
    await shot('bank-check');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await bank.getByRole('button', { name: 'Authenticate' }).click();
    await expectConfirmation(page);
    await checkAxe(page);
    await shot('confirmation');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
