import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { axeTags } from '../../../support/axe.ts';

// The axe-core that @axe-core/playwright injects (its own dependency), as support/labelInName.ts takes it.
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = (fromAxeBuilder('axe-core') as { source: string }).source;

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

type AxeWindow = Window & {
  axe?: { run(context: Document, options: unknown): Promise<{ violations: AxeViolation[] }> };
};

/**
 * The WCAG 2.2 AA checks of support/axe.ts for a story in the catalogue's preview. AxeBuilder injects axe and opens a
 * page of its own on every call, about 3 s a story on a loaded 2-core machine; the preview stays open from story to
 * story, so axe is loaded into it once and run there (a fraction of that). Label in name is checked all along by the
 * fixtures' watch (support/labelInName.ts).
 */
export async function expectStoryPassesAxe(page: Page, storyId: string): Promise<void> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (tags) => {
    const result = await (window as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      where: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  }, axeTags);
  expect(violations, `axe found ${violations.length} WCAG violation(s) in the story ${storyId}`).toEqual([]);
}
