import { londonDate, londonToday } from '@leisure/dates';

/** The sandbox's notion of "now", injectable so pricing and booking tests can pin a date. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(iso: string): Clock {
  const at = new Date(iso);
  return { now: () => new Date(at) };
}

/**
 * A clock that runs from `iso`: it reads `iso` when made and then ticks with `real` (SANDBOX_NOW: the sandbox starts
 * at an instant a tester chooses, docs/decisions/0006).
 */
export function clockStartingAt(iso: string, real: Clock = systemClock): Clock {
  const offsetMs = new Date(iso).getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offsetMs) };
}

/** The sandbox's own clock: another clock moved forward by what `POST /__sandbox/clock` asked (decision 0006). */
export interface MovableClock extends Clock {
  /** Moves the clock forward; never back (holds, ledgers and audit trails assume time only grows). */
  advance(ms: number): void;
  /** How far the clock has been moved, in milliseconds. */
  readonly advancedMs: number;
}

export function movable(base: Clock): MovableClock {
  let advancedMs = 0;
  return {
    now: () => new Date(base.now().getTime() + advancedMs),
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError('The sandbox clock only moves forward.');
      advancedMs += ms;
    },
    get advancedMs() {
      return advancedMs;
    },
  };
}

/** Today's date in the UK (Europe/London) as YYYY-MM-DD: venues open and bill on UK dates (docs/decisions/0008). */
export function ukToday(clock: Clock): string {
  return londonToday(clock.now());
}

/** The UK date of an instant, YYYY-MM-DD. */
export const toUkDate = (date: Date): string => londonDate(date);
