import { beforeEach, vi } from 'vitest';
import { testNow } from './instants.ts';

/**
 * A Vitest set-up file: every test runs at one instant (decision 0006), LEISURE_TEST_NOW or Saturday 5 December
 * 2026 21:30, whatever day the machine thinks it is. Only `Date` is faked, and it ticks on from there (timers stay
 * real), so code that waits still waits; the in-process sandbox reads the same `Date`. A test that needs another
 * instant says so with `vi.useFakeTimers({ now })` or `vi.setSystemTime`; after its `vi.useRealTimers()` the next
 * test is pinned again, at the instant plus the time the run has taken.
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

pin();
beforeEach(() => {
  if (!vi.isFakeTimers()) pin();
});
