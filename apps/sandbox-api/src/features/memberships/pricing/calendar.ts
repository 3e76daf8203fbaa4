/**
 * Calendar arithmetic on UK dates written as YYYY-MM-DD. Dates are handled at UTC midnight so that adding
 * days never trips over a clock change.
 */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(date: IsoDate): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year!, month!, day!];
}

const toUtc = (date: IsoDate): number => {
  const [year, month, day] = parts(date);
  return Date.UTC(year, month - 1, day);
};

const fromUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * MS_PER_DAY);
}

/** Same day n months on; a day the target month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = daysInMonthOf(first.getUTCFullYear(), first.getUTCMonth() + 1);
  return fromUtc(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay)));
}

function daysInMonthOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Number of days in the month the date falls in. */
export function daysInMonth(date: IsoDate): number {
  const [year, month] = parts(date);
  return daysInMonthOf(year, month);
}

/** Whole days from `from` up to (not including) `to`. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

export const dayOfMonth = (date: IsoDate): number => parts(date)[2];

/** The first date strictly after `after` that falls on `day` of its month (day is 1–28, so every month has it). */
export function nextDayOfMonthAfter(after: IsoDate, day: number): IsoDate {
  const [year, month, current] = parts(after);
  const sameMonth = fromUtc(Date.UTC(year, month - 1, day));
  return current < day ? sameMonth : addMonths(sameMonth, 1);
}

/** "1 April 2026" */
export function prettyDate(date: IsoDate): string {
  const [year, month, day] = parts(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "10 March" */
export function prettyDayMonth(date: IsoDate): string {
  const [, month, day] = parts(date);
  return `${day} ${MONTHS[month - 1]}`;
}

/** Completed years of age on a date. */
export function ageOn(dateOfBirth: IsoDate, on: IsoDate): number {
  const [birthYear, birthMonth, birthDay] = parts(dateOfBirth);
  const [year, month, day] = parts(on);
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

export const earliest = (a: IsoDate, b: IsoDate): IsoDate => (a <= b ? a : b);
export const latest = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);
