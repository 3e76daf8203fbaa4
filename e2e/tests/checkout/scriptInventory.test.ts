import { readFileSync } from 'node:fs';
import type { Page, Response, TestInfo } from '@playwright/test';
import { cspDirectives } from '@leisure/sandbox-api/testing';
import { expect, test } from '../../support/fixtures.ts';
import { appUrl } from '../platform/support/platform.ts';
import { registerCustomer, storeMonthlyGymCart, type CheckoutCustomer } from './support/checkoutCustomer.ts';
import { acceptTerms } from './support/checkoutPage.ts';

// PCI DSS 6.4.3: every script /checkout loads is in docs/security/checkout-scripts.md, and the Content Security
// Policy (decision 0504) lets no other run. The rows are read from the document itself, so the two cannot drift.

type OriginKind = 'app' | 'card provider';
interface InventoryEntry {
  script: string;
  origin: OriginKind;
  paths: RegExp[];
}

const PROVIDER_SCRIPT_PATH = '/provider/v1/script.js';

/** The rows of the inventory's table: each script's origin kind and path patterns (`*` matches anything). */
function readInventory(): InventoryEntry[] {
  const markdown = readFileSync(new URL('../../../docs/security/checkout-scripts.md', import.meta.url), 'utf8');
  const lines = markdown.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const header = cells(lines[0]!);
  const column = (name: string) => header.indexOf(name);
  expect(column('Origin'), 'the inventory table has an Origin column').toBeGreaterThanOrEqual(0);
  return lines.slice(2).map((line) => {
    const row = cells(line);
    const origin = row[column('Origin')] as OriginKind;
    expect(['app', 'card provider'], `the origin of "${row[0]}"`).toContain(origin);
    const paths = [...row[column('Paths')]!.matchAll(/`([^`]+)`/g)].map(
      ([, glob]) => new RegExp(`^${glob!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
    );
    return { script: row[column('Script')]!, origin, paths };
  });
}

/**
 * What the page refuses: each enforced securitypolicyviolation, from before the first script runs. The build's
 * Trusted Types policy only reports (docs/decisions/0832), so its reports are not refusals.
 */
declare global {
  interface Window {
    cspViolations?: { directive: string; blocked: string }[];
  }
}

async function recordVisit(page: Page) {
  const scripts: URL[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()));
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy/.test(text) && !text.startsWith('[Report Only]')) {
      refusals.push(text);
    }
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    window.addEventListener('securitypolicyviolation', (event) => {
      if (event.disposition === 'enforce') {
        window.cspViolations!.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
      }
    });
  });
  return { scripts, refusals };
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

async function logIn(page: Page, testInfo: TestInfo, customer: CheckoutCustomer) {
  await page.goto(appUrl(testInfo, 'online-joining', '/login?redirect=/checkout'));
  await page.getByLabel('Email or customer ID').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Checkout: £/ })).toBeVisible();
  // Settled (prepared, provider loaded) before /checkout opens afresh, so no answer of this page is awaited there.
  await page.waitForFunction(() => 'SandboxCardProvider' in window);
}

/** The provider origin the API answers at prepare (the one the policy must name). */
async function providerOriginOf(prepared: Response): Promise<string> {
  const { data } = (await prepared.json()) as { data: { providerOrigin?: string; provider_origin?: string } };
  const origin = data.providerOrigin ?? data.provider_origin;
  expect(origin, 'prepare answers the provider origin').toMatch(/^https?:\/\//);
  return origin!;
}

/** /checkout opened afresh (a document load, so its response carries the policy), the card form ready to pay. */
async function openCheckout(page: Page, testInfo: TestInfo) {
  const prepared = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/checkout/prepare');
  const document = await page.goto(appUrl(testInfo, 'online-joining', '/checkout'));
  await expect(page.getByRole('heading', { level: 1, name: /^Checkout: £/ })).toBeVisible();
  const providerOrigin = await providerOriginOf(await prepared);
  await page.waitForFunction(() => 'SandboxCardProvider' in window);
  // The terms come first; then the button pays with the card form.
  await acceptTerms(page);
  await expect(page.getByRole('button', { name: /^Pay £[\d.]+ now$/ })).toBeVisible();
  return { policy: document!.headers()['content-security-policy'], providerOrigin };
}

function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'the document carries a Content-Security-Policy header').toBeTruthy();
  return cspDirectives(policy!);
}

test.describe('the checkout’s scripts (PCI DSS 6.4.3)', () => {
  test('every script /checkout loads is in the inventory, under a policy that allows only ours and the provider’s', async ({
    page,
    request,
  }, testInfo) => {
    const inventory = readInventory();
    const customer = await registerCustomer(request);
    await storeMonthlyGymCart(request, customer);
    await logIn(page, testInfo, customer);
    const visit = await recordVisit(page);
    const { policy, providerOrigin } = await openCheckout(page, testInfo);
    const pageOrigin = new URL(page.url()).origin;

    const originOf: Record<OriginKind, string> = { app: pageOrigin, 'card provider': providerOrigin };
    const unlisted = visit.scripts
      .filter(
        (script) =>
          !inventory.some(
            (entry) =>
              script.origin === originOf[entry.origin] && entry.paths.some((path) => path.test(script.pathname)),
          ),
      )
      .map(String);
    expect(unlisted, 'scripts missing from docs/security/checkout-scripts.md').toEqual([]);
    expect(visit.scripts.some((script) => script.origin === pageOrigin)).toBe(true);
    const providerScripts = visit.scripts.filter(
      (script) => script.origin === providerOrigin && script.pathname === PROVIDER_SCRIPT_PATH,
    );
    expect(providerScripts, 'the card provider’s script loads once').toHaveLength(1);

    const scriptSrc = directives(policy).get('script-src')!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    // 'self', the provider's origin and (the dev server only) the nonce on Vite's inline preamble: nothing else.
    expect(scriptSrc.filter((source) => !/^'nonce-[A-Za-z0-9+/=]+'$/.test(source)).sort()).toEqual(
      ["'self'", providerOrigin].sort(),
    );

    expect(await violations(page)).toEqual([]);
    expect(visit.refusals).toEqual([]);
  });

  test('a script from any other origin is refused on /checkout', async ({ page, request }, testInfo) => {
    const customer = await registerCustomer(request);
    await storeMonthlyGymCart(request, customer);
    await logIn(page, testInfo, customer);
    await recordVisit(page);
    await openCheckout(page, testInfo);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://example.invalid/skimmer.js';
      document.head.append(script);
    });
    await expect
      .poll(() => violations(page))
      .toEqual([{ directive: 'script-src-elem', blocked: 'https://example.invalid/skimmer.js' }]);
    expect(await page.evaluate(() => 'SandboxCardProvider' in window)).toBe(true);
  });

  test('the 3-D Secure frame runs under its own policy and the checkout refuses nothing on the way', async ({
    page,
    request,
  }, testInfo) => {
    const customer = await registerCustomer(request);
    await storeMonthlyGymCart(request, customer);
    await logIn(page, testInfo, customer);
    const visit = await recordVisit(page);
    const { providerOrigin } = await openCheckout(page, testInfo);

    const bankPage = page.waitForResponse((answer) => answer.url() === `${providerOrigin}/provider/v1/3ds`);
    const form = page.getByRole('form', { name: 'Card details' });
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Address line 1').fill('5 Canal Wharf');
    await form.getByLabel('Town or city').fill('Leeds');
    await form.getByLabel('Postcode').fill('LS11 5PW');
    await form.getByLabel('Cardholder name').fill('CHALLENGE');
    await form.getByLabel('Card number').fill('4462000000000003');
    await form.getByLabel('Expiry date').fill('12/30');
    await form.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay £[\d.]+ now$/ }).click();

    const bankPolicy = directives((await bankPage).headers()['content-security-policy']);
    expect(bankPolicy.get('default-src')).toEqual(["'none'"]);
    expect(bankPolicy.get('script-src')).toEqual([expect.stringMatching(/^'nonce-/)]);
    const bank = page.frameLocator('iframe[title="3-D Secure check with your card issuer"]');
    // The bank's nonce'd inline script tells the checkout the outcome: the confirmation proves it ran.
    await bank.getByRole('button', { name: 'Authenticate' }).click();
    await expect(page).toHaveURL(/\/order-confirmed\/\d+$/);

    expect(await violations(page)).toEqual([]);
    expect(visit.refusals).toEqual([]);
  });
});
