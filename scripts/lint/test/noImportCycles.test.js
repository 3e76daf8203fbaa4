import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { importSpecifiers, resolveModule } from '../moduleGraph.js';
import { noImportCycles } from '../noImportCycles.js';
import { repoRoot } from '../workspaceLayout.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const fixtures = join(repoRoot, 'scripts/lint/test/fixtures/cycles');
const workspace = join(fixtures, 'workspace');

/** A fixture linted as it is on disk: the rule reads the files it imports from there too. */
const fixture = (path, extra = {}) => ({
  filename: join(fixtures, path),
  code: readFileSync(join(fixtures, path), 'utf8'),
  ...extra,
});
/** The expected report, its files relative to the workspace root. */
const cycle = (...files) => ({ messageId: 'cycle', data: { cycle: files.join(' → ') } });
const inFixtures = (...files) => files.map((file) => `scripts/lint/test/fixtures/cycles/${file}`);

tester.run('no-import-cycles', noImportCycles, {
  valid: [fixture('acyclic/top.ts'), fixture('acyclic/left.ts'), fixture('workspace/packages/right/src/index.ts')],
  invalid: [
    fixture('typeOnly/onlineState.ts', {
      errors: [cycle(...inFixtures('typeOnly/onlineState.ts', 'typeOnly/onlineThunks.ts', 'typeOnly/onlineState.ts'))],
    }),
    fixture('typeOnly/onlineThunks.ts', {
      errors: [cycle(...inFixtures('typeOnly/onlineThunks.ts', 'typeOnly/onlineState.ts', 'typeOnly/onlineThunks.ts'))],
    }),
    // Through a re-export and a dynamic import.
    fixture('threeWay/first.ts', {
      errors: [
        cycle(...inFixtures('threeWay/first.ts', 'threeWay/second.ts', 'threeWay/third.ts', 'threeWay/first.ts')),
      ],
    }),
    fixture('threeWay/third.ts', { errors: [{ messageId: 'cycle' }] }),
    fixture('self/tree.ts', { errors: [cycle(...inFixtures('self/tree.ts', 'self/tree.ts'))] }),
    // By package name, through an `exports` wildcard, in the workspace the option names.
    fixture('workspace/packages/left/src/index.ts', {
      options: [{ root: workspace }],
      errors: [cycle('packages/left/src/index.ts', 'packages/right/src/parts/shape.ts', 'packages/left/src/index.ts')],
    }),
  ],
});

describe('the module graph', () => {
  it('resolves relative paths and workspace package names (exports, wildcards) to source files', () => {
    const here = join(repoRoot, 'packages/payment/src/index.ts');
    expect(resolveModule('./online/paymentFlow.ts', here)).toBe(
      join(repoRoot, 'packages/payment/src/online/paymentFlow.ts'),
    );
    expect(resolveModule('@leisure/ui', here)).toBe(join(repoRoot, 'packages/ui/src/index.ts'));
    expect(resolveModule('@leisure/api-contract/browser', here)).toBe(
      join(repoRoot, 'packages/api-contract/src/browser.ts'),
    );
    expect(resolveModule('@fixture/right/parts/shape', here, workspace)).toBe(
      join(workspace, 'packages/right/src/parts/shape.ts'),
    );
  });

  it('leaves third-party packages, assets and missing files out', () => {
    const here = join(repoRoot, 'packages/payment/src/index.ts');
    for (const specifier of ['react', '@reduxjs/toolkit', './styles.css', './missing.ts', '@leisure/ui/nothing']) {
      expect(resolveModule(specifier, here)).toBeUndefined();
    }
  });

  it('reads every kind of import, and none from comments or strings', () => {
    const text = [
      "import type { A } from './a.ts';",
      "export * from './b.ts';",
      "const c = await import('./c.ts');",
      "type D = typeof import('./d.ts');",
      "// import { e } from './e.ts';",
      'const f = "import { f } from \'./f.ts\'";',
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts']);
  });
});
