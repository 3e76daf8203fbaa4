import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A lock shared by every Playwright worker of one run (a directory: mkdir either creates it or fails, atomically).
 * Fault tests hold one so that a fault armed by one test is never answered to another; acquireRunLock names them.
 */
export async function acquireLock(
  dir: string,
  { timeoutMs = 60_000, onWait }: { timeoutMs?: number; onWait?: (waitedMs: number) => void } = {},
): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the e2e lock ${dir}`, { cause: error });
      const before = Date.now();
      await sleep(50);
      onWait?.(Date.now() - before);
    }
  }
}

/**
 * The run-wide lock `name` for the test `testInfo` runs: the time it waits for another test's turn is added to its
 * own budget (a teacher's register holds the faults sandbox for minutes), and ten minutes' wait means a test that
 * never gave the lock back. It lives beside this run's temporary database, so a crashed run cannot leave it held.
 */
export function acquireRunLock(
  name: string,
  testInfo: { timeout: number; setTimeout(timeout: number): void },
): Promise<() => void> {
  return acquireLock(join(process.env.E2E_RUN_DIR ?? '/tmp', `${name}.lock`), {
    timeoutMs: 10 * 60_000,
    onWait: (waitedMs) => testInfo.setTimeout(testInfo.timeout + waitedMs),
  });
}
