import { test as base } from '@playwright/test';
import { acquireRunLock } from './exclusiveLock.ts';
import { LabelInNameWatch } from './labelInName.ts';
import { armFault, disarmFaults, moveSandboxClock, resetSandbox, type SandboxFault } from './sandboxControl.ts';
import { readSandboxClock, startContextClock } from './sandboxClock.ts';

export { expect } from '@playwright/test';
export { expectNoAxeViolations } from './axe.ts';
export { frontEndUrl, type FrontEndLabel } from './frontEnds.ts';
export { labelInNameProblems } from './labelInName.ts';
export { installPageClock, londonDate, sandboxNow, startContextClock } from './sandboxClock.ts';

export interface SandboxFixture {
  armFault(fault: SandboxFault): Promise<void>;
  reset(): Promise<void>;
  /**
   * Lets time pass: moves the sandbox's clock forward and every page's `Date` with it (a hold running out, a booking
   * window opening, day 15 after joining). Pages read it when they next load. The sandbox is reseeded on its new day
   * when the test ends, so the tests after it find a timetable ahead of them.
   */
  moveClock(by: { seconds: number } | { to: Date }): Promise<void>;
}

/**
 * `context` (and so `page`): every page and frame it opens is watched for label in name (WCAG 2.5.3,
 * docs/product/platform.md D19) in each state it passes through; a test fails at its end if any control's accessible
 * name did not start with its visible text. `labelInName` is that watch, for a test that means to find some.
 *
 * `sandboxClock` (automatic): the sandbox's now, read before every test, so `sandboxNow()` and every page's clock
 * (installed on the context at that instant) agree with the sandbox's (docs/decisions/0006).
 *
 * `sandbox`: arm faults and reset the sandbox. Only for tests under tests/faults/, whose project has a sandbox of
 * its own; each test holds a run-wide lock while it owns that sandbox, and every fault is disarmed when it ends.
 */
/** The projects that run on the faults sandbox, taking turns on it: tests/faults/ and the key pages' visual tests. */
export const ownsFaultsSandbox = (testInfo: { project: { name: string } }): boolean =>
  testInfo.project.name === 'faults' || testInfo.project.name === 'visual-pages';

/** Takes a run-wide lock by name for the rest of the test (support/exclusiveLock.ts): released when the test ends. */
export type Exclusive = (name: string) => Promise<void>;

export const test = base.extend<{
  sandbox: SandboxFixture;
  labelInName: LabelInNameWatch;
  sandboxClock: Date;
  exclusive: Exclusive;
}>({
  sandboxClock: [
    async ({ baseURL }, use) => {
      if (!baseURL) throw new Error('Each e2e project names its sandbox as baseURL (playwright.config.ts)');
      await use(await readSandboxClock(baseURL));
    },
    { auto: true },
  ],
  context: async ({ context, sandboxClock }, use) => {
    void sandboxClock;
    await startContextClock(context);
    const watch = await LabelInNameWatch.attach(context);
    await use(context);
    await watch.flush(context);
    watch.expectNone();
  },
  labelInName: async ({ context }, use) => {
    await use(LabelInNameWatch.of(context));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  exclusive: async ({}, use, testInfo) => {
    const held: (() => void)[] = [];
    await use(async (name) => {
      held.push(await acquireRunLock(name, testInfo));
    });
    for (const release of held.reverse()) release();
  },
  sandbox: async ({ request, context, baseURL }, use, testInfo) => {
    if (!ownsFaultsSandbox(testInfo)) {
      throw new Error(
        'The sandbox fixture changes what every test sees: use it only in tests/faults/ (and visual/keyPages).',
      );
    }
    /** The test's dates and its pages' clock follow the sandbox's now. */
    const followSandboxClock = async () => {
      await readSandboxClock(baseURL!);
      await startContextClock(context);
    };
    const release = await acquireRunLock('faults', testInfo);
    let clockMoved = false;
    try {
      // The test before may have moved the clock (and reseeded on its new day) while this one waited: the now read
      // before the test is stale (CI failed when a test computed "eight days ahead" from the instant before a
      // register test moved the clock on).
      await followSandboxClock();
      await use({
        armFault: (fault) => armFault(request, fault),
        reset: () => resetSandbox(request),
        async moveClock(by) {
          clockMoved = true;
          await moveSandboxClock(request, by);
          await followSandboxClock();
        },
      });
    } finally {
      await (clockMoved ? resetSandbox(request) : disarmFaults(request)).finally(release);
    }
  },
});
