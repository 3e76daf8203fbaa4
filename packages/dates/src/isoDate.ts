/**
 * Calendar arithmetic on UK dates written YYYY-MM-DD (and months YYYY-MM). A date is its UTC midnight and every step
 * is on UTC, so adding days never trips over a clock change, whatever the machine's time zone. Plain Date.UTC, no
 * library: online joining's first route runs addDays and addMonths, and date-fns' versions measured 0.7 KB gzip over
 * its budget (docs/decisions/0008-one-date-module.md). Times of day and the London offset are in londonTime.ts.
 */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;

/** "2026-03-10" → [2026, 3, 10]; a month "2026-03" leaves the day undefined. */
export function dateParts(date: IsoDate): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year!, month!, day!];
}

const toUtc = (date: IsoDate): number => {
  const [year, month, day] = dateParts(date);
  return Date.UTC(year, month - 1, day);
};

const fromUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/** The date `days` calendar days on (or back, when negative): ("2028-02-28", 1) → "2028-02-29". */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * MS_PER_DAY);
}

/** Same day n months on; a day the target month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = dateParts(date);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = daysInMonthOf(first.getUTCFullYear(), first.getUTCMonth() + 1);
  return fromUtc(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay)));
}

/** The same calendar day `years` earlier (29 February falls back to 28 February). */
export function yearsBefore(date: IsoDate, years: number): IsoDate {
  return addMonths(date, -12 * years);
}

/** Days in a month given as year and month (1–12): (2028, 2) → 29. */
export function daysInMonthOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Number of days in the month of a date or a month: "2026-02-10" or "2026-02" → 28. */
export function daysInMonth(dateOrMonth: IsoDate): number {
  const [year, month] = dateParts(dateOrMonth);
  return daysInMonthOf(year, month);
}

/** Whole days from `from` up to (not including) `to`. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

/** "2026-03-10" → 10 */
export const dayOfMonth = (date: IsoDate): number => dateParts(date)[2];

/** 1 Monday … 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  const day = new Date(toUtc(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** "2026-03-10" → "2026-03" */
export const monthOf = (date: IsoDate): string => date.slice(0, 7);

/** "2026-03" → "2026-04" */
export const nextMonth = (month: string): string => monthOf(addMonths(`${month}-01`, 1));

/** The day `day` of the month of `date`, capped at the month's length: ("2026-02-10", 31) → "2026-02-28". */
export function sameMonthOnDay(date: IsoDate, day: number): IsoDate {
  const month = monthOf(date);
  return `${month}-${String(Math.min(day, daysInMonth(month))).padStart(2, '0')}`;
}

/** The first date strictly after `after` that falls on `day` of its month (day is 1–28, so every month has it). */
export function nextDayOfMonthAfter(after: IsoDate, day: number): IsoDate {
  const [year, month, current] = dateParts(after);
  const sameMonth = fromUtc(Date.UTC(year, month - 1, day));
  return current < day ? sameMonth : addMonths(sameMonth, 1);
}

/** Completed years of age on a date. */
export function ageOn(dateOfBirth: IsoDate, on: IsoDate): number {
  const [birthYear, birthMonth, birthDay] = dateParts(dateOfBirth);
  const [year, month, day] = dateParts(on);
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** The later of two dates (ISO dates compare as strings). */
export const latest = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);
