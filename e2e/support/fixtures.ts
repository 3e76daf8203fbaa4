import { test as base } from '@playwright/test';
import { join } from 'node:path';
import { acquireLock } from './exclusiveLock.ts';
import { armFault, disarmFaults, resetSandbox, type SandboxFault } from './sandboxControl.ts';

export { expect } from '@playwright/test';
export { expectNoAxeViolations } from './axe.ts';
export { frontEndUrl, type FrontEndLabel } from './frontEnds.ts';

export interface SandboxFixture {
  armFault(fault: SandboxFault): Promise<void>;
  reset(): Promise<void>;
}

/**
 * `sandbox`: arm faults and reset the sandbox. Only for tests under tests/faults/, whose project has a sandbox of
 * its own; each test holds a run-wide lock while it owns that sandbox, and every fault is disarmed when it ends.
 */
export const test = base.extend<{ sandbox: SandboxFixture }>({
  sandbox: async ({ request }, use, testInfo) => {
    if (testInfo.project.name !== 'faults') {
      throw new Error('The sandbox fixture changes what every test sees: use it only in tests/faults/.');
    }
    // The lock lives beside this run's temporary database, so a crashed run cannot leave it held for the next.
    const release = await acquireLock(join(process.env.E2E_RUN_DIR ?? '/tmp', 'faults.lock'));
    try {
      await use({ armFault: (fault) => armFault(request, fault), reset: () => resetSandbox(request) });
    } finally {
      await disarmFaults(request).finally(release);
    }
  },
});
