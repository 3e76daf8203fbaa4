import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterFirstPaint } from '../src/startAfterFirstPaint.ts';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startAfterFirstPaint', () => {
  it('starts the app after the next frame has painted, not before', () => {
    const start = vi.fn();
    startAfterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    // The frame's callback has run (the paint follows it); the start waits for the task it queued.
    expect(start).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    visibility = 'hidden';
    const start = vi.fn();
    startAfterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the tab is hidden before its first frame, and only once', () => {
    const start = vi.fn();
    startAfterFirstPaint(start);
    setVisibility('hidden');
    expect(start).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    setVisibility('hidden');
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
