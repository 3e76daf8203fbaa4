import { afterAll, beforeAll } from 'vitest';
import type { SandboxOptions } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { startSandbox, type RunningSandbox } from './sandboxServer.ts';
import { apiCaller, type ApiCaller } from './apiCaller.ts';

/** Tuesday 10 March 2026, 09:00 in London: the moment the tests run at, unless they say otherwise. */
export const TEST_START = '2026-03-10T09:00:00Z';

export interface SandboxUnderTest {
  /** Calls the sandbox over HTTP; handed out before the server starts, it reaches it from the tests on. */
  api: ApiCaller;
  running(): RunningSandbox;
  db(): Database;
}

/**
 * One sandbox for the test file (or the describe block it is called in): a fresh in-memory database and the server
 * started before the tests, stopped after them.
 */
export function useSandbox(options: SandboxOptions = {}): SandboxUnderTest {
  let started: { running: RunningSandbox; api: ApiCaller } | undefined;
  beforeAll(async () => {
    const running = await startSandbox(options);
    started = { running, api: apiCaller(running.origin) };
  });
  afterAll(() => started?.running.close());

  function current() {
    if (!started) throw new Error('The sandbox starts in beforeAll: use it inside the tests');
    return started;
  }
  const api: ApiCaller = {
    call: ((...args: Parameters<ApiCaller['call']>) => current().api.call(...args)) as ApiCaller['call'],
    login: (...args) => current().api.login(...args),
    get origin() {
      return current().api.origin;
    },
  };
  return { api, running: () => current().running, db: () => current().running.sandbox.services.db };
}
