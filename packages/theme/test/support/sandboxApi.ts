import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { http } from 'msw';
// Tests only: answering through the sandbox's own handler keeps tests and sandbox from drifting apart (issue 3).
// eslint-disable-next-line leisure/import-boundaries
import { createSandbox, type Sandbox } from '@leisure/sandbox-api';
import { server } from './mswServer.ts';

/** Not a real host: every request to it is answered in process by MSW. */
export const apiOrigin = 'http://api.test';
export const apiBaseUrl = `${apiOrigin}/api`;

type Fault = Parameters<Sandbox['faults']['add']>[0];

/**
 * Answers `${apiBaseUrl}/*` with the sandbox's own fetch handler (a fresh in-memory database per test file).
 * Handlers a test adds with server.use take precedence.
 */
export function useSandbox() {
  let sandbox: Sandbox | undefined;
  beforeAll(() => {
    sandbox = createSandbox();
  });
  beforeEach(() => {
    server.use(http.all(`${apiBaseUrl}/*`, ({ request }) => current().fetch(request)));
  });
  afterEach(() => current().faults.clear());
  afterAll(() => current().services.db.close());

  function current(): Sandbox {
    if (!sandbox) throw new Error('useSandbox() must be called in a describe block');
    return sandbox;
  }

  return {
    /** Makes the next call to an API path (relative to /api) answer with the given status and body. */
    injectFault(fault: Pick<Fault, 'path'> & Partial<Fault>): void {
      current().faults.add({ count: 1, delayMs: 0, afterHandler: false, ...fault });
    },
  };
}
