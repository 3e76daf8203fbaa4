import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../lint/workspaceLayout.js';
import { findReferenceProblems, loadReferenceTargets, scannedFiles } from '../referenceCheck.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A small docs tree for the matcher: two pages with a few headings, two records. */
const targets = {
  pages: new Map([
    ['platform', { sections: new Set([2, 7]), decisions: new Set([2]) }],
    ['joining', { sections: new Set([4]), decisions: new Set([11, 12]) }],
  ]),
  records: new Set(['0903', '0920']),
  recordFiles: new Set(['0903-first-load-budget.md', '0920-end-of-a-kiosk-visit.md']),
};

const problemsIn = (text) => findReferenceProblems(text, targets).map((p) => p.problem);

describe('the reference matcher', () => {
  it.each([
    ['a page and its section', '// docs/product/platform.md §7: the calls'],
    ['a list of sections', '/** Routes (docs/product/platform.md §2, §7). */'],
    ['a list of decisions', '// docs/product/joining.md D11 and D12'],
    ['a page alone', '/** Buy a membership (docs/product/joining.md). */'],
    ['a reference wrapped onto the next comment line', ' * see docs/product/platform.md\n * §7 for the calls'],
    ['a record by number', '// decision 0903: no zod in the first load'],
    ['records in a list and a range', '// decisions 0903, 0920; decisions 0903–0920'],
    ['a record by path', '// docs/decisions/0920-end-of-a-kiosk-visit.md and docs/decisions/0903'],
    ['prose that merely says decision', '// the decision to keep the cart is the server’s'],
  ])('accepts %s', (_, text) => {
    expect(problemsIn(text)).toEqual([]);
  });

  it.each([
    ['the spec by number', '// spec 01 §7: the calls', 'the spec is not in the repo'],
    ['the spec capitalised', '/** Spec 02 §4 "Promo code" */', 'the spec is not in the repo'],
    ['a bare spec section', '/** A membership line (02 §3 Order). */', 'a spec section is not in the repo'],
    ['the decisions file', '// decisions.md #12', 'decisions.md is not in the repo'],
    ['a product decision by number', '// aria-disabled (decision 12)', 'is a product decision'],
    ['a product decision with #', '// the alertdialog (decision #18)', 'is a product decision'],
    ['a short number in a list', '// decisions #18 and 0920', 'is a product decision'],
    ['a page that does not exist', '// docs/product/basket.md §1', 'docs/product/basket.md does not exist'],
    ['a section the page lacks', '// docs/product/joining.md §2', 'has no §2'],
    ['a decision the page lacks', '// docs/product/platform.md D11', 'has no D11'],
    ['a decision the page lacks, further down a list', '// docs/product/joining.md D11, D13', 'has no D13'],
    ['a record that does not exist', '// decision 0999', 'no record docs/decisions/0999-*.md'],
    ['a record path that does not exist', '// docs/decisions/0904', 'no record docs/decisions/0904'],
    ['a record file name that is wrong', '// docs/decisions/0903-budget.md', 'no record docs/decisions/0903-budget.md'],
  ])('reports %s', (_, text, problem) => {
    const problems = problemsIn(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it('gives the line of each problem', () => {
    const [problem] = findReferenceProblems('const a = 1;\n\n// decision 3\n', targets);
    expect(problem).toMatchObject({ line: 3, reference: 'decision 3' });
  });
});

describe('references in the repo', () => {
  const repoTargets = loadReferenceTargets(repoRoot);

  it('has the product pages the references point at', () => {
    expect([...repoTargets.pages.keys()]).toEqual(
      expect.arrayContaining(['platform', 'joining', 'bookings', 'account', 'modes']),
    );
    expect([...repoTargets.pages.get('platform').sections]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...repoTargets.pages.get('joining').sections]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const decisions = [...repoTargets.pages.values()].flatMap((page) => [...page.decisions]);
    expect(decisions.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('every reference in code, scripts and docs resolves inside the repo', () => {
    const files = scannedFiles(repoRoot);
    expect(files.length).toBeGreaterThan(100);
    const dangling = files.flatMap((file) =>
      findReferenceProblems(readFileSync(join(repoRoot, file), 'utf8'), repoTargets).map(
        ({ line, reference, problem }) => `${file}:${line}: "${reference}": ${problem}`,
      ),
    );
    expect(dangling).toEqual([]);
  });
});
