import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk } from '../src/reloadOnStaleChunk.ts';

// docs/decisions/0037: a deploy that replaced the tab's chunks reloads the page once, not in a loop.
const failedChunk = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('reloadOnStaleChunk', () => {
  let now = 1_000_000;
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
  });

  it('reloads the page for a chunk that failed to load, and again only after 30 s', () => {
    reloadOnStaleChunk(() => now, reload);
    expect(failedChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page misses a chunk too: that is a real failure, left to show.
    now += 29_000;
    expect(failedChunk()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    now += 2_000;
    expect(failedChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
