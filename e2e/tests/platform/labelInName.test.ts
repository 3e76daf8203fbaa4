import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, labelInNameProblems, test } from '../../support/fixtures.ts';

// The label-in-name check (support/labelInName.ts, docs/product/platform.md D19) on pages of its own: it passes
// controls whose accessible name starts with their visible text and names each one that does not, both when asked
// (as expectNoAxeViolations does) and by the watch every test runs under.

const visuallyHidden =
  'position:absolute;width:1px;height:1px;margin:0;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);border:0;white-space:nowrap';

const good = `
  <a href="/centre/bath-sports" aria-label="Select and continue, Bath Sports &amp; Leisure">Select and continue</a>
  <button type="button">Edit<span style="${visuallyHidden}"> Your details</span></button>
  <button type="button" aria-label="View details of Gym Anywhere">View  details</button>
  <button type="button" aria-label="Close"><svg aria-hidden="true" width="16" height="16"></svg></button>
  <button type="button" aria-label="Next month">›</button>
  <a href="/basket" aria-label="Basket, 2 items"><svg aria-hidden="true" width="16" height="16"></svg><span aria-hidden="true">2</span></a>
  <button type="button" aria-labelledby="month">March <span style="${visuallyHidden}">: choose another month</span></button>
  <span id="month">March 2026</span>
  <div inert><button type="button" aria-label="Behind a modal">Out of reach</button></div>`;

const bad = `
  <a id="centre" href="/centre/bath-sports" aria-label="Select Bath Sports &amp; Leisure and continue">Select and continue</a>
  <button id="membership" type="button" aria-label="Choose Gym Anywhere">Choose this membership</button>
  <button id="hidden-words" type="button" aria-label="Pay"><span aria-hidden="true">Pay now</span></button>`;

const badProblems = [
  {
    role: 'link',
    visibleText: 'Select and continue',
    name: 'Select Bath Sports & Leisure and continue',
    path: '#centre',
  },
  { role: 'button', visibleText: 'Choose this membership', name: 'Choose Gym Anywhere', path: '#membership' },
  { role: 'button', visibleText: 'Pay now', name: 'Pay', path: '#hidden-words' },
];

const origin = 'http://label-in-name.test';

/** Opens a page of the given controls (a real navigation, so the watch's init script runs in it). */
async function show(page: Page, controls: string): Promise<void> {
  await page.route(`${origin}/`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>Label in name</title></head><body><main>${controls}</main></body></html>`,
    }),
  );
  await page.goto(`${origin}/`);
}

test.describe('label in name (WCAG 2.5.3)', () => {
  test('passes names that start with the visible text, ignoring visually hidden text, icons, symbols, count badges and inert controls', async ({
    page,
  }) => {
    await show(page, good);
    expect(await labelInNameProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('names each control whose name does not start with its visible text', async ({ page, labelInName }) => {
    await show(page, good + bad);
    const problems = await labelInNameProblems(page);
    expect(problems).toEqual(badProblems.map((problem) => ({ ...problem, url: `${origin}/` })));
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/label in name \(WCAG 2\.5\.3\): 3 control\(s\)/);
    // The watch saw them too (and forgets them here, or this test would fail at its end).
    await labelInName.flush(page.context());
    expect(labelInName.take()).toEqual(problems);
  });

  test('the watch finds a control that only a passing state showed, and fails the test that reached it', async ({
    page,
    labelInName,
  }) => {
    await show(page, `${good}<ul id="list"></ul>`);
    // The bad control shows for 300 ms and is gone before the test looks at the page again.
    await page.evaluate(() => {
      const list = document.getElementById('list')!;
      list.innerHTML =
        '<li><button type="button" aria-label="Choose Gym Anywhere">Choose this membership</button></li>';
      setTimeout(() => list.replaceChildren(), 300);
    });
    await expect(page.getByRole('listitem')).toHaveCount(0);
    expect(await labelInNameProblems(page)).toEqual([]);
    // What the fixture does at the end of every test; expectNone also forgets, so this test passes.
    expect(() => labelInName.expectNone()).toThrow(
      'button "Choose this membership" is named "Choose Gym Anywhere" (#list > li > button on http://label-in-name.test/)',
    );
  });
});
