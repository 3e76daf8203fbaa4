import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { logInToAccountAt } from '../myAccount/support/accountPages.ts';
import { appUrl } from './support/platform.ts';

// The installable app that opens offline (docs/decisions/0037-installable-and-offline.md): each front end's service
// worker precaches its shell and route chunks on the first visit, so a second visit starts from the cache and, with
// no network, the page says it is offline instead of failing.
test.use({ serviceWorkers: 'allow' });

/** Waits until the front end's worker has installed its precache and controls the page. */
async function controlledByWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
    return registration.active!.scriptURL;
  });
}

test('the second visit starts from the service worker, and with no network the page says it is offline', async ({
  page,
  context,
}, testInfo) => {
  await page.goto(appUrl(testInfo, 'bookings', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await controlledByWorker(page)).toMatch(/\/sw\.bookings\.js$/);

  await context.setOffline(true);
  const shell = await page.goto(appUrl(testInfo, 'bookings', '/location/leeds-city'));
  expect(shell?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'You appear to be offline' })).toBeVisible();
  await expect(page.getByText(/^This page needs an internet connection/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back online, the page loads: by Try again, or by itself when its calls are made again on reconnecting (CI saw
  // the button gone before the click could reach it).
  await context.setOffline(false);
  await page
    .getByRole('button', { name: 'Try again' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: /Leeds/ })).toBeVisible();
});

test('each front end registers a worker of its own', async ({ page }, testInfo) => {
  for (const [label, file] of [
    ['my-account', 'sw.my-account.js'],
    ['online-joining', 'sw.online-joining.js'],
  ] as const) {
    await page.goto(appUrl(testInfo, label, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await controlledByWorker(page)).toMatch(new RegExp(`/${file.replace(/\./g, '\\.')}$`));
  }
});

test('the membership card shows after a reload with the network off', async ({ page, context }, testInfo) => {
  const jordan = { email: demoAccounts.customerWithPenalties.email, password: DEMO_PASSWORD };
  await logInToAccountAt(page, testInfo, '/membership-card', jordan);
  const card = page.getByRole('article', { name: 'Jordan Lee' });
  await expect(card).toContainText('Customer ID: BW100003');
  expect(await controlledByWorker(page)).toMatch(/\/sw\.my-account\.js$/);
  // The worker has fetched the site's calls the page made before it took control (the theme, the operator).
  const kept = () =>
    page.evaluate(async () => {
      const cache = await caches.open('leisure-my-account-site');
      return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
    });
  await expect.poll(kept).toEqual(expect.arrayContaining(['/api/client', '/api/frontend/theme']));

  // At the gym with no signal: the page is loaded again, from the worker, in the operator's look.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership card' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'QR code of customer ID BW100003' })).toBeVisible();
  await expect(card).toContainText('Leisure Pass Concession');
  await expect(page.getByRole('status').filter({ hasText: /^We can’t reach our system just now/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /home$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
