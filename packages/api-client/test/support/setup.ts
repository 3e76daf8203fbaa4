import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
// msw 3 renamed msw 2's onUnhandledRequest to onUnhandledFrame (it covers WebSocket frames too).
import { server } from './mswServer.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

// A console.error is a bug somewhere (an unhandled request, a sandbox answer outside the contract): fail the test.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
