import { test, type Page } from '@playwright/test';
import { screenWidths } from './screenWidths.ts';

/** What a page shot's attachment is called: the report (support/pageShotsReport.ts) gathers these. */
export const PAGE_SHOT_PREFIX = 'page shot';

/** Chromium cannot capture a page much taller than this in one image (tests/sandbox/apiReference.test.ts). */
const TALLEST_SHOT = 12_000;

/** Counts each test's shots, so their files keep the order the test visited them in. */
const shotsTaken = new WeakMap<object, number>();

/**
 * Screenshots of the page in the state axe has just checked, at 375 and at 1280 px, attached to the test's report
 * (docs/decisions/0030). The page goes back to its own size afterwards. While a dialog is open the other width is
 * left out: a resize could close a drawer the test goes on to use. Off with E2E_PAGE_SHOTS=off, and in the visual
 * projects, which compare screenshots of their own.
 */
export async function shootPage(page: Page): Promise<void> {
  if (process.env.E2E_PAGE_SHOTS === 'off') return;
  let info: ReturnType<typeof test.info>;
  try {
    info = test.info();
  } catch {
    return; // not inside a test (a set-up script): nothing to attach to
  }
  if (info.project.name.startsWith('visual')) return;
  const own = page.viewportSize();
  if (!own) return;
  const number = (shotsTaken.get(info) ?? 0) + 1;
  shotsTaken.set(info, number);
  const dialogOpen = await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible, dialog[open]').count();
  const widths = [own.width, ...screenWidths.filter((width) => width !== own.width && !dialogOpen)];
  const path = new URL(page.url()).pathname;
  try {
    for (const width of widths) {
      if (width !== page.viewportSize()?.width) await resize(page, { width, height: own.height });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const body = await page.screenshot({
        fullPage: true,
        clip: height > TALLEST_SHOT ? { x: 0, y: 0, width, height: TALLEST_SHOT } : undefined,
      });
      // Playwright keeps the attachment as a file in the test's output folder, for the report to link.
      await info.attach(`${PAGE_SHOT_PREFIX} ${number} at ${width} px: ${path}`, { body, contentType: 'image/png' });
    }
  } finally {
    if (page.viewportSize()?.width !== own.width) await resize(page, own);
  }
}

/** Sets the viewport and waits until the page has laid itself out at it. */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
