import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../src/db/database.ts';
import { startSandbox, type RunningSandbox } from '../../support/sandboxServer.ts';
import { apiCaller, type ApiCaller } from '../../support/apiCaller.ts';
import { movableClock } from './bookingFixtures.ts';

/** Tuesday 10 March 2026, 09:00 in London: the clock booking tests start from. */
export const BOOKING_TEST_START = '2026-03-10T09:00:00Z';

/**
 * A fresh sandbox for one test file, on a clock the tests can move. `api` and `db()` work inside tests.
 */
export function useBookingSandbox(start = BOOKING_TEST_START) {
  const clock = movableClock(start);
  let running: RunningSandbox;
  let caller: ApiCaller;
  beforeAll(async () => {
    running = await startSandbox({ clock });
    caller = apiCaller(running.origin);
  });
  afterAll(() => running.close());
  // Handed out before the server starts, so calls reach it through these.
  const api: ApiCaller = {
    call: ((...args: Parameters<ApiCaller['call']>) => caller.call(...args)) as ApiCaller['call'],
    login: (...args: Parameters<ApiCaller['login']>) => caller.login(...args),
    get origin() {
      return caller.origin;
    },
  };
  return { clock, api, db: (): Database => running.sandbox.services.db };
}
