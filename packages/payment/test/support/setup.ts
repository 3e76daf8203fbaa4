import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { server } from './mswServer.ts';

// msw 3 calls msw 2's onUnhandledRequest onUnhandledFrame: a request nobody answers fails the test.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

// React reports act() problems and bad props through console.error: any of them fails the test.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${format(...args)}`);
  });
});

afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
