import { afterAll, beforeAll, beforeEach } from 'vitest';
import { http } from 'msw';
// Tests only: the sandbox's own card provider answers in process, so the loader and the tokenise mapping are
// checked against the very script and checks the checkout will meet.
// eslint-disable-next-line leisure/import-boundaries
import { createSandbox, testSettings, type Sandbox } from '@leisure/sandbox-api';
// The provider's session keys come from prepare, which needs a basket; issuing one directly keeps this test on
// the provider alone. @leisure/sandbox-api does not export it from its entry, so it is read directly (tests only).
// eslint-disable-next-line leisure/import-boundaries
import { issueSessionKey } from '../../../../apps/sandbox-api/src/features/provider/index.ts';
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
    sessionKey(): string {
      const { db, clock } = current().services;
      const user = db.prepare('SELECT id FROM users ORDER BY id LIMIT 1').get() as { id: number };
      return issueSessionKey(db, user.id, 'bookings', clock.now()).session_key;
    },
  };
}
