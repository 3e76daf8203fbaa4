import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { PAGE_SHOT_PREFIX } from './pageShots.ts';

interface Shot {
  test: string;
  name: string;
  file: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * Gathers the page shots the tests attached (support/pageShots.ts) into one page to look through,
 * `<outputDir>/screenshots/index.html`: each test, in order, with its pages at 375 and 1280 px (docs/decisions/0030).
 */
export default class PageShotsReport implements Reporter {
  private readonly shots: Shot[] = [];
  private outputDir = 'test-results';

  onBegin(config: FullConfig): void {
    this.outputDir = config.projects[0]?.outputDir ?? this.outputDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (!attachment.name.startsWith(PAGE_SHOT_PREFIX) || !attachment.path) continue;
      this.shots.push({
        test: test.titlePath().filter(Boolean).join(' › '),
        name: attachment.name,
        file: attachment.path,
      });
    }
  }

  onEnd(): void {
    if (this.shots.length === 0) return;
    const index = join(this.outputDir, 'screenshots', 'index.html');
    mkdirSync(dirname(index), { recursive: true });
    const byTest = Map.groupBy(this.shots, (shot) => shot.test);
    const sections = [...byTest].map(
      ([title, shots]) =>
        `<section><h2>${escape(title)}</h2>${shots
          .map((shot) => {
            const href = escape(relative(dirname(index), shot.file));
            return `<figure><a href="${href}"><img src="${href}" alt="" loading="lazy"></a><figcaption>${escape(shot.name.slice(PAGE_SHOT_PREFIX.length + 1))}</figcaption></figure>`;
          })
          .join('')}</section>`,
    );
    writeFileSync(
      index,
      `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>Pages the e2e visited</title>` +
        `<style>body{font:14px system-ui;margin:1rem}section{margin-bottom:2rem}figure{display:inline-block;` +
        `vertical-align:top;margin:0 .5rem .5rem 0}img{max-width:320px;max-height:480px;border:1px solid #ccc;` +
        `object-fit:cover;object-position:top}</style><h1>Pages the e2e visited: ${this.shots.length} shots</h1>` +
        sections.join(''),
    );
    console.log(`Page shots: ${this.shots.length}, listed in ${index}`);
  }
}
