import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectLabelInName } from './labelInName.ts';
import { shootPage } from './pageShots.ts';

/**
 * WCAG 2.2 AA as axe checks it: every page and state the e2e tests visit must pass; and label in name (WCAG 2.5.3,
 * docs/product/platform.md D19), which axe checks only as an experiment, by support/labelInName.ts. Each state that
 * passes is then shot at 375 and 1280 px for the report (support/pageShots.ts, docs/decisions/0030).
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  const analyze = () => {
    let builder = new AxeBuilder({ page }).withTags(axeTags);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    return builder.analyze();
  };
  const { violations } = await analyze().catch(async (error: unknown) => {
    // The page navigated while axe ran: a page reloads by design when a call answers 401, as one left open on
    // another sub-domain does after a log-out elsewhere (docs/product/platform.md §4; CI failed so in
    // platform/session.test.ts). Check the page it lands on, once.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    return analyze();
  });
  const readable = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    where: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(readable, `axe found ${violations.length} WCAG violation(s) on ${page.url()}`).toEqual([]);
  await expectLabelInName(page);
  await shootPage(page);
}
