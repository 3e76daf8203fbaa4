import { afterAll, beforeAll } from 'vitest';
import { fixedClock } from '../../../src/clock.ts';
import { startSandbox, type RunningSandbox } from '../../support/sandboxServer.ts';
import { apiCaller, type ApiCaller } from '../../support/apiCaller.ts';
import { catalogue } from './catalogue.ts';

/** Today in every memberships test: Tuesday 10 March 2026 (UK). */
export const PINNED_NOW = '2026-03-10T09:00:00Z';

/** Starts one sandbox for a test file with the clock pinned, and stops it afterwards. */
export function usePinnedSandbox(now = PINNED_NOW) {
  const context = {} as { running: RunningSandbox; api: ApiCaller; seeded: ReturnType<typeof catalogue> };
  beforeAll(async () => {
    context.running = await startSandbox({ clock: fixedClock(now) });
    context.api = apiCaller(context.running.origin);
    context.seeded = catalogue(context.running);
  });
  afterAll(() => context.running.close());
  return context;
}
