import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildRelease, deploy, serveBuild } from '../../support/deployedBuild.ts';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { deployTestPort } from '../../support/frontEnds.ts';
import { e2eSandboxes } from '../../support/sandboxEnv.ts';

// A new deploy while a tab is open (docs/decisions/0037-installable-and-offline.md): the tab's service worker keeps
// the chunks its build named, so it goes on working after the server has only the new build's; the new build's
// worker waits, the page offers the new version, and Reload takes it, with no stale chunk error anywhere.
test.use({ serviceWorkers: 'allow' });

const { main: sandbox, runDir } = e2eSandboxes();
const folder = join(runDir, 'deploys');
const live = join(folder, 'live');
const builds = { old: join(folder, 'old'), new: join(folder, 'new') };
const bookings = (path: string) => `http://bookings.leisure.localhost:${deployTestPort}${path}`;
let server: { stop: () => void } | undefined;

test.beforeAll(async () => {
  test.setTimeout(4 * 60_000);
  mkdirSync(folder, { recursive: true });
  await Promise.all([buildRelease(builds.old, sandbox, 'old'), buildRelease(builds.new, sandbox, 'new')]);
  deploy(live, builds.old);
  server = await serveBuild(live, deployTestPort, sandbox);
});
test.afterAll(() => server?.stop());

test('an open tab goes on working across a deploy, then takes the new version when offered', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(bookings('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
  const entry = () => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module]')!.src);
  const oldEntry = await entry();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });

  deploy(live, builds.new);
  // The old build's files are gone from the server: what the tab loads now comes from its worker.
  expect(existsSync(join(live, new URL(oldEntry).pathname))).toBe(false);
  const loaded: { path: string; status: number }[] = [];
  page.on('response', (answer) => {
    const path = new URL(answer.url()).pathname;
    if (path.startsWith('/assets/')) loaded.push({ path, status: answer.status() });
  });
  await page.getByRole('link', { name: 'Lessons and courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /lessons/i })).toBeVisible();
  // Some of what the page loaded is only in the old build, and every file came.
  expect(loaded.filter(({ path }) => !existsSync(join(live, path))).length).toBeGreaterThan(0);
  expect(loaded.filter(({ status }) => status !== 200)).toEqual([]);

  // The browser looks for a new worker when the person comes back to the tab; here, at once.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  const offer = page.getByText('A new version of this site is ready.');
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  // The old page's heading is still there while the reload is under way: wait for the new page's load.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;

  await expect(page.getByRole('heading', { level: 1, name: /lessons/i })).toBeVisible();
  await expect.poll(entry).not.toBe(oldEntry);
  expect(existsSync(join(live, new URL(await entry()).pathname))).toBe(true);
  await expect(offer).toHaveCount(0);
  expect(errors).toEqual([]);
});
