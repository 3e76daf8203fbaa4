import { movableClock } from '../../support/movableClock.ts';
import { TEST_START, useSandbox } from '../../support/useSandbox.ts';

/** Tuesday 10 March 2026, 09:00 in London: the clock booking tests start from. */
export const BOOKING_TEST_START = TEST_START;

/** A fresh sandbox for one test file, on a clock the tests can move. `api` and `db()` work inside tests. */
export function useBookingSandbox(start = BOOKING_TEST_START) {
  const clock = movableClock(start);
  return { clock, ...useSandbox({ clock }) };
}
