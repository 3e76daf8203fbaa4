import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { server } from './mswServer.ts';
import { forgetSession } from './renderApp.tsx';

// msw 3: onUnhandledFrame replaces onUnhandledRequest; a request nobody answers fails the test.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

// React reports invalid props and act() problems through console.error: any of them fails the test.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  forgetSession();
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${format(...args)}`);
  });
});
afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});
