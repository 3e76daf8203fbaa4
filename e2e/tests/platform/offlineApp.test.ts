import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
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

  // Back online, Try again loads the page.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
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
