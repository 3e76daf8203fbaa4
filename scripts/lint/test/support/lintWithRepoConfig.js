import { ESLint } from 'eslint';
import { beforeAll } from 'vitest';
import { repoRoot } from '../../workspaceLayout.js';

/** The real eslint.config.js, on code given as text: proves a rule is wired in, not just written. */
const eslint = new ESLint({ cwd: repoRoot });

/** What the repo's config reports on `code` as if it were the file at `path` (from the repo root). */
export async function lintMessages(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${path}` });
  return result.messages;
}

/** The ids of the rules that report on `code` at `path` (lintMessages). */
export async function ruleIdsFor(path, code) {
  return (await lintMessages(path, code)).map((message) => message.ruleId);
}

/**
 * The first lint loads the config, its plugins and the module graph: seconds on a busy machine, not a case's time.
 * Lints an empty module at `path` before the file's cases.
 */
export function warmUpLintAt(path) {
  beforeAll(() => ruleIdsFor(path, 'export {};\n'), 60_000);
}
