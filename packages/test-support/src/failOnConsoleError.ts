import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

export interface FailOnConsoleErrorOptions {
  /**
   * true (the default): a call throws where it is made, so the failure points at its cause (React reports invalid
   * props and act() problems this way). false: calls are only recorded and fail the test after it, for code that must
   * carry on after reporting (RTK Query). A test that expects a call clears it: `vi.mocked(console.error).mockClear()`.
   */
  throwOnCall?: boolean;
}

/**
 * Any console.error during a test fails that test. After each test it also unmounts what Testing Library rendered,
 * restores every `vi.spyOn` and goes back to real timers.
 */
export function failOnConsoleError({ throwOnCall = true }: FailOnConsoleErrorOptions = {}): void {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (throwOnCall) throw new Error(`console.error was called: ${format(...args)}`);
    });
  });
  afterEach(() => {
    // Unmounting can report too, so it comes first.
    cleanup();
    // A throw swallowed by the code under test still leaves its trace here.
    const calls = consoleError.mock.calls.map((args) => format(...args));
    vi.restoreAllMocks();
    vi.useRealTimers();
    if (calls.length > 0) throw new Error(`console.error was called:\n${calls.join('\n')}`);
  });
}
