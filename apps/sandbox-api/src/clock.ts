/** The sandbox's notion of "now", injectable so pricing and booking tests can pin a date. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(iso: string): Clock {
  const at = new Date(iso);
  return { now: () => new Date(at) };
}

/** Today's date in the UK (Europe/London) as YYYY-MM-DD: venues open and bill on UK dates. */
export function ukToday(clock: Clock): string {
  return toUkDate(clock.now());
}

export function toUkDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
}
