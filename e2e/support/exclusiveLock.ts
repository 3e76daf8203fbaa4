import { mkdirSync, rmSync } from 'node:fs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A lock shared by every Playwright worker of one run (a directory: mkdir either creates it or fails, atomically).
 * Fault tests hold it so that a fault armed by one test is never answered to another.
 */
export async function acquireLock(dir: string, timeoutMs = 60_000): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the e2e lock ${dir}`, { cause: error });
      await sleep(50);
    }
  }
}
