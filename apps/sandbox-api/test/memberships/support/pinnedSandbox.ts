import { beforeAll } from 'vitest';
import { fixedClock, type Clock } from '../../../src/clock.ts';
import { TEST_START, useSandbox } from '../../support/useSandbox.ts';
import { catalogue, type Catalogue } from './catalogue.ts';

/** Today in every memberships test: Tuesday 10 March 2026 (UK). */
export const PINNED_NOW = TEST_START;

/**
 * One sandbox for a test file on the given clock, with the seeded catalogue's ids at hand (`seeded`): `running`,
 * `api` and `seeded` work inside the tests.
 */
export function useCatalogueSandbox<C extends Clock>(clock: C) {
  const sandbox = useSandbox({ clock });
  let seeded: Catalogue | undefined;
  beforeAll(() => {
    seeded = catalogue(sandbox.running());
  });
  return {
    api: sandbox.api,
    clock,
    get running() {
      return sandbox.running();
    },
    get seeded() {
      if (!seeded) throw new Error('The catalogue is read in beforeAll: use it inside the tests');
      return seeded;
    },
  };
}

/** Starts one sandbox for a test file with the clock pinned, and stops it afterwards. */
export const usePinnedSandbox = (now = PINNED_NOW) => useCatalogueSandbox(fixedClock(now));
