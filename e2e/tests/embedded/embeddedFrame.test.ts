import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Locator, Page, TestInfo } from '@playwright/test';
import { axeTags } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { hostPorts, operatorOrigin, strangerOrigin } from '../../support/frontEnds.ts';
import { payWith } from '../checkout/support/checkoutPage.ts';
import { logIn } from '../platform/support/platform.ts';
import { agreeToTerms, fillJoinerDetails, fillNewPassword, summaryTotal } from '../joining/support/joiningSteps.ts';

// Issue 14, embedded (docs/decisions/0640): deploy/embed's example page, on an operator's own origin, frames the
// product. The frame follows the page's height, a guest registers and reaches checkout inside it (the log-in cookie
// is partitioned: Chromium keeps no other in a cross-site frame), and a site not on VITE_EMBED_ORIGINS is refused.

const productHost = (label: string) => `${label}.leisure.localhost:${hostPorts.chromium}`;

/** The framed front end's Frame, once its first page has loaded. */
async function productFrame(page: Page, label: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().includes(productHost(label)))).toBe(true);
  return page.frames().find((f) => f.url().includes(productHost(label)))!;
}

const frameHeight = async (frame: Locator) => Math.round((await frame.boundingBox())!.height);

/**
 * The frame is exactly as tall as its page: no scrollbar inside it, and no empty space under the page (the
 * product's `min-height: 100vh` would otherwise keep the frame from ever shrinking).
 */
async function expectFrameFitsItsPage(iframe: Locator, frame: Frame): Promise<void> {
  await expect
    .poll(async () => {
      const [outer, inner] = await Promise.all([
        frameHeight(iframe),
        frame.evaluate(() => ({
          height: Math.ceil(document.documentElement.getBoundingClientRect().height),
          scrolls: document.documentElement.scrollHeight > window.innerHeight,
        })),
      ]);
      return { fits: Math.abs(outer - inner.height) <= 1, scrolls: inner.scrolls };
    })
    .toEqual({ fits: true, scrolls: false });
}

/** Content added to the framed page makes the frame that much taller, and taking it away makes it shorter again. */
async function expectFrameFollowsGrowth(iframe: Locator, frame: Frame): Promise<void> {
  const before = await frameHeight(iframe);
  await frame.evaluate(() => {
    const block = document.createElement('div');
    block.id = 'e2e-growth';
    block.style.height = '700px';
    document.querySelector('main')!.append(block);
  });
  await expect.poll(() => frameHeight(iframe)).toBe(before + 700);
  await expectFrameFitsItsPage(iframe, frame);
  await frame.evaluate(() => document.getElementById('e2e-growth')!.remove());
  await expect.poll(() => frameHeight(iframe)).toBe(before);
}

/** Every link in the frame to another of the product's sub-domains keeps the embedded mode (decisions 0901, 0640). */
async function expectCrossAppLinksEmbedded(frame: Frame): Promise<void> {
  const links = await frame.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href))
      .filter((url) => url.host !== location.host && url.hostname.endsWith('.leisure.localhost'))
      .map((url) => url.href),
  );
  for (const href of links) expect(new URL(href).searchParams.get('embedded'), href).toBe('true');
}

/** The embedded layout: no site header, footer or breadcrumbs inside the frame (docs/product/joining.md §6). */
async function expectEmbeddedLayout(frame: Frame): Promise<void> {
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('contentinfo')).toHaveCount(0);
  await expect(frame.getByRole('navigation', { name: /breadcrumb/i })).toHaveCount(0);
}

// axe-core itself, as @axe-core/playwright injects it.
const axeSource = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

type Violation = { rule: string; where: string[] };

/** axe inside the product's frame, run in the frame itself. */
async function frameViolations(frame: Frame): Promise<Violation[]> {
  await frame.evaluate(axeSource);
  return frame.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    type AxeResults = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, iframes: false });
    return violations.map((v) => ({ rule: v.id, where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, axeTags);
}

/**
 * axe (support/axe.ts's WCAG tags) on the operator's page and, separately, inside the product's frame. Not
 * expectNoAxeViolations: its cross-frame run opens a page of its own, after which Chromium no longer delivers
 * mouse clicks to the cross-site frame of this page, so the journey could not go on.
 */
async function checkAxe(page: Page, frame?: Frame): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(axeTags)
    .setLegacyMode(true)
    .exclude('iframe')
    .analyze();
  const outside = violations.map((v) => ({ rule: v.id, where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(outside, `axe on the operator's page ${page.url()}`).toEqual([]);
  if (frame) expect(await frameViolations(frame), `axe in the frame ${frame.url()}`).toEqual([]);
}

const region = (frame: Frame, heading: string) => frame.getByRole('region', { name: heading, exact: true });

test.describe('the product inside an operator’s page', () => {
  test('online joining: the frame follows the page, and a guest registers, pays and gets the confirmation inside it', async ({
    page,
  }, testInfo: TestInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${operatorOrigin}/online-joining.html`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join a leisure centre' })).toBeVisible();
    const iframe = page.getByTitle('Join a leisure centre');
    const frame = await productFrame(page, 'online-joining');
    await expect(frame.getByRole('heading', { level: 1, name: 'Online Joining' })).toBeVisible();
    expect(new URL(frame.url()).searchParams.get('embedded')).toBe('true');
    await expectEmbeddedLayout(frame);
    await expectFrameFitsItsPage(iframe, frame);
    await expectCrossAppLinksEmbedded(frame);
    await checkAxe(page, frame);
    await expectFrameFollowsGrowth(iframe, frame);
    const heights = new Set([await frameHeight(iframe)]);

    const centres = region(frame, 'Choose your home centre');
    await centres.getByLabel('Search town, postcode or centre name').fill('Manchester');
    await centres.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(centres.getByText(/centres? within 5 miles of Manchester/)).toBeVisible();
    await expectFrameFitsItsPage(iframe, frame);
    await checkAxe(page, frame);
    await centres
      .getByRole('listitem')
      .filter({ hasText: 'Manchester Aquatics & Fitness' })
      .getByRole('button', { name: /Select and continue/ })
      .click();

    const membership = 'Gym Anywhere (12 months, paid in full)';
    const memberships = region(frame, 'Choose your membership');
    await memberships.getByRole('radio', { name: 'Single payment' }).check();
    await expectFrameFitsItsPage(iframe, frame);
    heights.add(await frameHeight(iframe));
    await memberships.getByRole('button', { name: `Choose this membership, ${membership}` }).click();

    // Registration inside the frame: the log-in cookie is written here, in the operator's partition.
    const details = region(frame, 'Your details');
    await fillJoinerDetails(details, {
      firstName: 'Kit',
      lastName: 'Embedded',
      email: `kit.embedded.${Date.now()}@example.com`,
    });
    const emergencyName = details.getByRole('textbox', { name: 'Emergency contact name' });
    if (await emergencyName.isVisible()) {
      await emergencyName.fill('Priya Patel');
      await details.getByRole('textbox', { name: 'Emergency contact phone number' }).fill('07700 900456');
    }
    await fillNewPassword(details);
    await agreeToTerms(
      frame as unknown as Page,
      details.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    );
    await expectFrameFitsItsPage(iframe, frame);
    heights.add(await frameHeight(iframe));
    await checkAxe(page, frame);
    await details.getByRole('button', { name: 'Create Account' }).click();

    // Logged in inside the frame: the token is a partitioned cookie the frame can read and the API receives.
    const dates = region(frame, 'Review & select dates');
    await expect(dates.getByRole('button', { name: 'Today' })).toBeVisible({ timeout: 15_000 });
    expect(await frame.evaluate(() => document.cookie)).toMatch(/(^|; )leisure_token=/);
    await dates.getByRole('button', { name: 'Today' }).click();
    await agreeToTerms(frame as unknown as Page, dates.getByRole('checkbox', { name: /Health commitment/i }));
    await agreeToTerms(frame as unknown as Page, dates.getByRole('checkbox', { name: /Membership terms/i }));
    await expectFrameFitsItsPage(iframe, frame);
    await checkAxe(page, frame);
    const total = await summaryTotal(frame as unknown as Page);
    await dates.getByRole('button', { name: 'Save and continue to checkout' }).click();

    // Checkout is the logged-in guest's: a cookie the API did not receive would have sent the page back to log in.
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Checkout: ${total}`);
    expect(new URL(frame.url()).pathname).toBe('/checkout');
    await expectEmbeddedLayout(frame);
    await expectCrossAppLinksEmbedded(frame);
    await expectFrameFitsItsPage(iframe, frame);
    heights.add(await frameHeight(iframe));
    await checkAxe(page, frame);

    // Paid by card inside the frame: the order is the guest's, made with the cookie the frame holds.
    await payWith(frame as unknown as Page, { name: 'Kit Embedded' });
    await expect(frame.getByRole('heading', { level: 1, name: 'Your payment was successful' })).toBeVisible({
      timeout: 20_000,
    });
    expect(new URL(frame.url()).pathname).toMatch(/^\/order-confirmed\/\d+$/);
    await expectEmbeddedLayout(frame);
    await expectCrossAppLinksEmbedded(frame);
    await expectFrameFitsItsPage(iframe, frame);
    heights.add(await frameHeight(iframe));
    // The frame followed the page through the journey: it was not one fixed height.
    expect(heights.size, `frame heights ${[...heights].join(', ')}`).toBeGreaterThan(2);
    await checkAxe(page, frame);
    await page.screenshot({ path: testInfo.outputPath('embedded-joining-confirmation.png'), fullPage: true });
  });

  for (const width of [1280, 375]) {
    test(`bookings fits its frame and keeps the embedded mode on its links, at ${width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${operatorOrigin}/bookings.html`);
      const iframe = page.locator('iframe');
      const frame = await productFrame(page, 'bookings');
      await expect(frame.getByRole('main')).toBeVisible();
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
      await expectEmbeddedLayout(frame);
      await expectFrameFitsItsPage(iframe, frame);
      await expectFrameFollowsGrowth(iframe, frame);
      await expectCrossAppLinksEmbedded(frame);
      await checkAxe(page, frame);
      await page.screenshot({ path: testInfo.outputPath(`embedded-bookings-${width}.png`), fullPage: true });
    });
  }

  test('a member logs in inside the frame and stays logged in on another front end inside it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${operatorOrigin}/bookings.html?path=/login`);
    const iframe = page.locator('iframe');
    const frame = await productFrame(page, 'bookings');
    await expect(frame.getByLabel('Email or customer ID')).toBeVisible();
    await expectEmbeddedLayout(frame);
    await expectFrameFitsItsPage(iframe, frame);
    await checkAxe(page, frame);
    await logIn(frame as unknown as Page);
    await expect.poll(() => new URL(frame.url()).pathname).not.toBe('/login');
    expect(await frame.evaluate(() => document.cookie)).toMatch(/(^|; )leisure_token=/);

    // The cookie is the parent domain's, in the operator's partition: my account, inside the same frame, knows him.
    await frame.goto(`http://${productHost('my-account')}/user-details?embedded=true`);
    await expect(frame.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
    await expect(frame.getByLabel('Email or customer ID')).toHaveCount(0);
    await expectEmbeddedLayout(frame);
    await expectCrossAppLinksEmbedded(frame);
    await expectFrameFitsItsPage(iframe, frame);
    await checkAxe(page, frame);
  });

  test('a site not on the list cannot frame the product', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${strangerOrigin}/online-joining.html`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join a leisure centre' })).toBeVisible();
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain(operatorOrigin);
    // Nothing of the product ran in the frame: no page, so no height message, and the frame kept its first height.
    expect(page.frames().some((f) => f.url().includes(productHost('online-joining')))).toBe(false);
    await expect.poll(() => frameHeight(page.locator('iframe'))).toBe(600);
    await checkAxe(page);
  });

  test('the product’s answers name the allowed operator in frame-ancestors', async ({ request }) => {
    const answer = await request.get(`http://127.0.0.1:${hostPorts.chromium}/`, {
      headers: { host: productHost('online-joining') },
    });
    expect(answer.headers()['content-security-policy']).toContain(`frame-ancestors ${operatorOrigin}`);
  });
});
