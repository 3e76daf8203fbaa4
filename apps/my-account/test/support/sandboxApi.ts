import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { http } from 'msw';
// Tests only: answering through the sandbox's own handler keeps tests and sandbox from drifting apart (issue 3).
// eslint-disable-next-line leisure/import-boundaries
import { createSandbox, type Sandbox } from '@leisure/sandbox-api';
import { server } from './mswServer.ts';

/** Same origin as jsdom's page, so the browser-side XHR needs no CORS answer. */
export const apiBaseUrl = `${window.location.origin}/api`;

/** Answers `${apiBaseUrl}/*` with the sandbox's own fetch handler, on a fresh in-memory database per file. */
export function useSandbox(): { sandbox: () => Sandbox } {
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
  return { sandbox: current };
}
