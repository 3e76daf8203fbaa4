import { afterAll, beforeAll, beforeEach } from 'vitest';
import { http } from 'msw';
// Tests only: the sandbox's own card provider answers in process, so the loader and the tokenise mapping are
// checked against the very script and checks the checkout will meet.
import { createSandbox, testSettings, type Sandbox } from '@leisure/sandbox-api';
// The provider's session keys come from prepare, which needs a basket; issuing one directly keeps this test on
// the provider alone.
import { providerSessionKey } from '@leisure/sandbox-api/testing';
import { providerOrigin } from './fakeProvider.ts';
import { server } from './mswServer.ts';

/** Answers `${providerOrigin}/*` with the sandbox's card provider (a fresh in-memory database per file). */
export function useSandboxProvider() {
  let sandbox: Sandbox | undefined;
  beforeAll(() => {
    sandbox = createSandbox({ settings: { ...testSettings, cardProviderOrigin: providerOrigin } });
  });
  beforeEach(() => {
    server.use(http.all(`${providerOrigin}/*`, ({ request }) => current().providerFetch(request)));
  });
  afterAll(() => current().services.db.close());

  function current(): Sandbox {
    if (!sandbox) throw new Error('useSandboxProvider() must be called in a describe block');
    return sandbox;
  }

  return {
    /** A live merchant session key, as prepare issues one. */
    sessionKey: () => providerSessionKey(current()),
  };
}
