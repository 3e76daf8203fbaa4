import type { Clock } from '../../src/clock.ts';

export const MINUTE = 60 * 1000;
export const DAY = 24 * 60 * MINUTE;

export interface MovableClock extends Clock {
  advance(ms: number): void;
  advanceMinutes(minutes: number): void;
  set(iso: string): void;
}

/** A clock tests move on: holds and session keys expire, lock windows and cancellation deadlines pass. */
export function movableClock(iso: string): MovableClock {
  let at = new Date(iso).getTime();
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
    advanceMinutes: (minutes) => {
      at += minutes * MINUTE;
    },
    set: (next) => {
      at = new Date(next).getTime();
    },
  };
}
