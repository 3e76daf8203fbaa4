import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, onTestFailed, vi } from 'vitest';
import { failOnConsoleError } from '../src/index.ts';

/** Collects why a test failed, for the next test to check (an `it.fails` test passes whatever its error). */
const failures: string[] = [];
const recordFailure = () =>
  onTestFailed(({ task }) => void failures.push(...(task.result?.errors ?? []).map((error) => error.message)));

/** The timers every test starts with: the real ones, only `Date` being pinned (docs/decisions/0006). */
const realTimers = { setTimeout, setInterval, clearTimeout, clearInterval };

describe('failOnConsoleError()', () => {
  failOnConsoleError();

  it('makes a console.error call throw where it is made', () => {
    expect(() => console.error('invalid prop %s', 'colour')).toThrow('console.error was called: invalid prop colour');
    vi.mocked(console.error).mockClear();
  });

  it.fails('fails the test after it when the code under test swallowed that throw', () => {
    recordFailure();
    try {
      console.error('swallowed');
    } catch {
      // as a component's error boundary or a promise chain might
    }
  });

  it('names the call in that failure', () => {
    expect(failures.splice(0)).toEqual(['console.error was called:\nswallowed']);
  });

  it('(a test that leaves a render, a spy and fake timers behind)', () => {
    render(createElement('p', null, 'left behind'));
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    vi.useFakeTimers();
  });

  it('unmounts what was rendered, restores spies and goes back to real timers after each test', () => {
    expect(document.body.innerHTML).toBe('');
    expect(vi.isMockFunction(Math.random)).toBe(false);
    // vi.isFakeTimers() is true again here: the set-up file pins `Date` before each test. The timers are real.
    for (const [name, real] of Object.entries(realTimers)) {
      expect(globalThis[name as keyof typeof realTimers], name).toBe(real);
    }
  });
});

describe('failOnConsoleError({ throwOnCall: false })', () => {
  failOnConsoleError({ throwOnCall: false });

  it('lets the code carry on, and a test that expects the call clears it', () => {
    expect(() => console.error('RTK Query: %s', 'no HTTP client')).not.toThrow();
    expect(console.error).toHaveBeenCalledWith('RTK Query: %s', 'no HTTP client');
    vi.mocked(console.error).mockClear();
  });

  it.fails('fails the test after it when a call was left', () => {
    recordFailure();
    console.error('first');
    console.error('second %d', 2);
  });

  it('names every call in that failure', () => {
    expect(failures.splice(0)).toEqual(['console.error was called:\nfirst\nsecond 2']);
  });
});
