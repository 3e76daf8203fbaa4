import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Runs the MSW server for the test file: a request that no handler answers fails the test, and the handlers and
 * listeners a test adds are removed after it.
 */
export function listenStrictly(server: SetupServer): void {
  // msw 3's onUnhandledFrame replaces msw 2's onUnhandledRequest (it covers WebSocket frames too).
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
}
