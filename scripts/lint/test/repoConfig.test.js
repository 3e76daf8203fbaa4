import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../workspaceLayout.js';
import { ruleIdsFor, warmUpLintAt } from './support/lintWithRepoConfig.js';
import { configuredBoundaries } from './support/configuredBoundaries.js';

warmUpLintAt('packages/ui/src/warmUp.ts');

/** The real eslint.config.js, on code that breaks a boundary: proves the rules are wired in, not just written. */
describe('eslint.config.js', () => {
  it.each([
    ['a package importing an app', 'packages/ui/src/leak.ts', "export { demoAccounts } from '@leisure/sandbox-api';\n"],
    [
      "a sandbox feature reaching into another feature's internals",
      'apps/sandbox-api/src/features/joining/joiningRoutes.ts',
      "export { siteRoutes } from '../site/siteRoutes.ts';\n",
    ],
    [
      "a feature importing its app's app/ folder",
      'apps/bookings/src/features/venues/probe.ts',
      "export { AppRoutes } from '../../app/AppRoutes.tsx';\n",
    ],
  ])('reports %s', async (_what, path, code) => {
    expect(await ruleIdsFor(path, code)).toContain('leisure/import-boundaries');
  });

  it('reports a badly named module, unused variables and explicit any', async () => {
    const ids = await ruleIdsFor('apps/sandbox-api/src/membership-costs.ts', 'const unused: any = 1;\nexport {};\n');
    expect(ids).toEqual(
      expect.arrayContaining([
        'leisure/file-names',
        '@typescript-eslint/no-unused-vars',
        '@typescript-eslint/no-explicit-any',
      ]),
    );
  });

  it('lets the host load the apps and test code run the sandbox, and nothing else', async () => {
    const host = "export const load = () => import('@leisure/bookings');\n";
    const sandbox = "export { createSandbox } from '@leisure/sandbox-api';\n";
    expect(await ruleIdsFor('apps/host/src/frontEndLoaders.ts', host)).not.toContain('leisure/import-boundaries');
    expect(await ruleIdsFor('apps/my-account/src/frontEndLoaders.ts', host)).toContain('leisure/import-boundaries');
    expect(await ruleIdsFor('packages/auth/test/support/sandbox.ts', sandbox)).not.toContain(
      'leisure/import-boundaries',
    );
    expect(await ruleIdsFor('packages/auth/src/sandbox.ts', sandbox)).toContain('leisure/import-boundaries');
  });

  it('reports an import against the layers: the api-client using layout, the contract using anything', async () => {
    const layout = "export { Header } from '@leisure/layout';\n";
    const config = "export { isOn } from '@leisure/config';\n";
    expect(await ruleIdsFor('packages/api-client/src/leak.ts', layout)).toContain('leisure/import-boundaries');
    expect(await ruleIdsFor('packages/api-contract/src/leak.ts', config)).toContain('leisure/import-boundaries');
    expect(await ruleIdsFor('packages/payment/src/leak.ts', layout)).not.toContain('leisure/import-boundaries');
  });

  it('reports an import cycle', async () => {
    // The fixture is ignored by `eslint .` (it is a deliberate cycle); linted here with the config's rules.
    const path = 'scripts/lint/test/fixtures/cycles/typeOnly/onlineState.ts';
    const unignored = new ESLint({ cwd: repoRoot, ignore: false });
    const [result] = await unignored.lintFiles([path]);
    expect(result.messages.map((message) => message.ruleId)).toEqual(['leisure/no-import-cycles']);
  });

  it('reports a feature importing a feature its app does not list in featureImports, and accepts a listed one', async () => {
    const path = 'apps/online-joining/src/features/analytics/probe.ts';
    expect(await ruleIdsFor(path, "export { JoiningPage } from '../joining/index.ts';\n")).toContain(
      'leisure/import-boundaries',
    );
    const listed = 'apps/online-joining/src/features/checkout/probe.ts';
    expect(await ruleIdsFor(listed, "export { JoiningBreadcrumbs } from '../joining/index.ts';\n")).toEqual([]);
  });

  it('lists in featureImports only features that exist, and never a feature importing itself', async () => {
    const { featureImports } = await configuredBoundaries();
    for (const [app, features] of Object.entries(featureImports)) {
      const folder = join(repoRoot, 'apps', app, 'src/features');
      for (const [feature, imports] of Object.entries(features)) {
        for (const name of [feature, ...imports])
          expect(existsSync(join(folder, name, 'index.ts')), `${app}: ${name}`).toBe(true);
        expect(imports).not.toContain(feature);
      }
    }
  });

  it('accepts a feature using another that featureImports lists, through its public entry', async () => {
    const ids = await ruleIdsFor(
      'apps/sandbox-api/src/features/joining/joiningRoutes.ts',
      "export { checkSelection } from '../memberships/index.ts';\n",
    );
    expect(ids).toEqual([]);
  });
});
