import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface E2eSandbox {
  port: number;
  dbFile: string;
  origin: string;
}

/**
 * The e2e run's two sandboxes: `main` for ordinary tests and `faults` for tests that arm faults or reset (so an
 * armed fault never answers an unrelated test). The config module is loaded by the runner and again by every
 * worker: the first load writes the choices into the environment, which the workers inherit, so all agree on
 * the ports and on one fresh temporary folder of databases per run.
 */
export function e2eSandboxes(): { main: E2eSandbox; faults: E2eSandbox; runDir: string } {
  process.env.E2E_SANDBOX_PORT ??= '4310';
  process.env.E2E_RUN_DIR ??= mkdtempSync(join(tmpdir(), 'leisure-e2e-'));
  const runDir = process.env.E2E_RUN_DIR;
  const port = Number(process.env.E2E_SANDBOX_PORT);
  // 127.0.0.1, not *.localhost: Node's DNS does not resolve *.localhost and Playwright polls from Node.
  const at = (p: number, name: string): E2eSandbox => ({
    port: p,
    dbFile: join(runDir, `${name}.db`),
    origin: `http://127.0.0.1:${p}`,
  });
  return { main: at(port, 'main'), faults: at(port + 1, 'faults'), runDir };
}
