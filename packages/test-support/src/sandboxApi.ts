import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
// Tests only: answering through the sandbox's own handler keeps tests and sandbox from drifting apart (issue 3).
// Packages may not import apps; this test-only package is the one place that runs the sandbox in process.
import { createSandbox, type Sandbox } from '@leisure/sandbox-api';

type Fault = Parameters<Sandbox['faults']['add']>[0];

export interface SandboxApi {
  /** The sandbox answering the requests (its database, clock…), from beforeAll on. */
  sandbox: () => Sandbox;
  /** Makes the next call to an API path (relative to /api) answer with the given status and body. */
  injectFault: (fault: Pick<Fault, 'path'> & Partial<Fault>) => void;
}

/**
 * Answers `${apiBaseUrl}/*` on the MSW server with the sandbox's own fetch handler, on a fresh in-memory database per
 * test file (or per describe block it is called in). Handlers a test adds with server.use take precedence.
 */
export function useSandbox(server: SetupServer, { apiBaseUrl }: { apiBaseUrl: string }): SandboxApi {
  let sandbox: Sandbox | undefined;
  beforeAll(() => {
    sandbox = createSandbox();
  });
  beforeEach(() => {
    server.use(
      http.all(`${apiBaseUrl}/*`, async ({ request }) => {
        const response = await current().fetch(request);
        // What the sandbox does after an answer (emails) is done before the test sees it, as it is over HTTP.
        await current().settled();
        return response;
      }),
    );
  });
  afterEach(() => current().faults.clear());
  afterAll(() => current().services.db.close());

  function current(): Sandbox {
    if (!sandbox) throw new Error('useSandbox() must be called in a describe block');
    return sandbox;
  }

  return {
    sandbox: current,
    injectFault(fault) {
      current().faults.add({ count: 1, delayMs: 0, afterHandler: false, ...fault });
    },
  };
}
