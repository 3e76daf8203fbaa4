// The instants tests run at (decision 0006). No test framework here: Playwright and scripts load it too.

/**
 * Saturday 5 December 2026, 21:30 in London (GMT): the instant unit, component and e2e tests run at unless they say
 * otherwise. Chosen to be awkward: the day's sessions are over, tomorrow is a Sunday with a thin timetable, the
 * month ends within the week's booking window and the year within a month.
 */
export const DEFAULT_TEST_NOW = '2026-12-05T21:30:00Z';

/** The environment variable that moves every test's "now" (pnpm test:calendar sets it). */
export const TEST_NOW_VARIABLE = 'LEISURE_TEST_NOW';

/** The instant this test run is pinned to: LEISURE_TEST_NOW when set, else the default. */
export function testNow(env: Record<string, string | undefined> = process.env): string {
  const chosen = env[TEST_NOW_VARIABLE]?.trim();
  if (!chosen) return DEFAULT_TEST_NOW;
  if (!isInstant(chosen)) {
    throw new Error(
      `${TEST_NOW_VARIABLE} must be an ISO date-time with its offset, e.g. 2026-12-05T21:30:00Z (got "${chosen}")`,
    );
  }
  return chosen;
}

/** An ISO date-time with its offset, on a day the calendar has (Date.parse rolls 29 Feb 2027 on to 1 March). */
function isInstant(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (!match || Number.isNaN(Date.parse(text))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export interface CalendarInstant {
  /** What makes the instant awkward, as the table prints it. */
  label: string;
  at: string;
}

/**
 * The instants `pnpm test:calendar` runs the suites at: every weekday at a different hour, both UK clock changes,
 * the last minutes of a year and a leap day.
 */
export const calendarInstants: readonly CalendarInstant[] = [
  { label: 'Monday 07:00', at: '2026-11-30T07:00:00Z' },
  { label: 'Tuesday 12:00', at: '2026-12-01T12:00:00Z' },
  { label: 'Wednesday 18:15', at: '2026-12-02T18:15:00Z' },
  { label: 'Thursday 23:30', at: '2026-12-03T23:30:00Z' },
  { label: 'Friday 17:00', at: '2026-12-04T17:00:00Z' },
  { label: 'Saturday 21:30 (the default)', at: DEFAULT_TEST_NOW },
  { label: 'Sunday 10:00', at: '2026-12-06T10:00:00Z' },
  { label: 'Clocks go forward: Sat 23:30 before a 23-hour Sunday', at: '2027-03-27T23:30:00Z' },
  { label: 'Clocks go back: the first 01:30 of a 25-hour Sunday', at: '2027-10-31T00:30:00Z' },
  { label: 'New Year’s Eve 23:40', at: '2026-12-31T23:40:00Z' },
  { label: 'Leap day 29 Feb 2028 12:00', at: '2028-02-29T12:00:00Z' },
];
