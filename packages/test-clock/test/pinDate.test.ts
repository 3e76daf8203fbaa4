import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testNow } from '../src/instants.ts';

// The pin-date set-up (docs/decisions/0006): every test, and every hook before it, reads the run's instant.
const pinned = Date.parse(testNow());
const nearPinned = () => {
  const now = Date.now();
  expect(now).toBeGreaterThanOrEqual(pinned);
  // Ticking on from the instant, by no more than the run has taken.
  expect(now - pinned).toBeLessThan(5 * 60_000);
};

// As failOnConsoleError does: real timers after each test.
afterEach(() => {
  vi.useRealTimers();
});

describe('a first block', () => {
  it('runs at the instant, and Date ticks on', async () => {
    nearPinned();
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(Date.now()).toBeGreaterThan(before);
  });

  it('lets a test choose its own instant', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2028-02-29T12:00:00Z') });
    expect(new Date().toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });
});

describe('a later block, after a test went back to real timers', () => {
  let seenInBeforeAll = 0;
  beforeAll(() => {
    seenInBeforeAll = Date.now();
  });

  it('is pinned again in its beforeAll (where a sandbox seeds) and in its tests', () => {
    expect(seenInBeforeAll - pinned).toBeGreaterThanOrEqual(0);
    expect(seenInBeforeAll - pinned).toBeLessThan(5 * 60_000);
    nearPinned();
  });
});
