import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
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
  // Each test starts logged out: the cookies live on the parent domain, as the app sets them.
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name, { path: '/', domain: 'leisure.localhost' });
    Cookies.remove(name, { path: '/' });
  }
});
