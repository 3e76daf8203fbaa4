import { afterEach, beforeEach, vi } from 'vitest';
import { testNow } from './instants.ts';

/**
 * A Vitest set-up file: every test runs at one instant (decision 0006), LEISURE_TEST_NOW or Saturday 5 December
 * 2026 21:30, whatever day the machine thinks it is. Only `Date` is faked, and it ticks on from there (timers stay
 * real), so code that waits still waits; the in-process sandbox reads the same `Date`. A test that needs another
 * instant says so with `vi.useFakeTimers({ now })` or `vi.setSystemTime`; after its `vi.useRealTimers()` (or a
 * set-up's, such as failOnConsoleError's) `Date` is pinned again, at the instant plus the time the run has taken:
 * after each test, so a later describe block's `beforeAll` (where a sandbox seeds) reads it too, and before each.
 */
const pinnedAt = Date.parse(testNow());
const startedAt = performance.now();

function pin() {
  vi.useFakeTimers({
    toFake: ['Date'],
    now: pinnedAt + Math.round(performance.now() - startedAt),
    shouldAdvanceTime: true,
  });
}

const pinAgain = () => {
  if (!vi.isFakeTimers()) pin();
};

pin();
beforeEach(pinAgain);
// Registered before any other set-up's: after-each hooks run last-registered first, so this one runs last.
afterEach(pinAgain);
