import { ESLint } from 'eslint';
import { repoRoot } from '../../workspaceLayout.js';

/**
 * The options eslint.config.js gives leisure/import-boundaries (its layer table and its test-code exception), read
 * from the resolved config, so the tests check the table lint uses rather than a copy of it.
 */
export async function configuredBoundaries() {
  const config = await new ESLint({ cwd: repoRoot }).calculateConfigForFile(`${repoRoot}/packages/ui/src/index.ts`);
  const [, options] = config.rules['leisure/import-boundaries'];
  return options;
}
