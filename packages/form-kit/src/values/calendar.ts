import { daysInMonthOf } from '@leisure/dates';

export const monthNames = [
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
] as const;

export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The earliest year the pickers offer (the API accepts dates from 1900). */
export const FIRST_YEAR = 1900;
/** Years shown at once in the year view. */
export const YEARS_PER_PAGE = 20;

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

// YYYY-MM-DD of a year, month and day, and the days in a month (year, month 1–12): the one date module's
// (docs/decisions/0008-one-date-module.md).
export { daysInMonthOf as daysInMonth, isoDateOf as isoOf } from '@leisure/dates';

/** The month's days in weeks starting on Monday, null for the blanks before the 1st and after the last day. */
export function monthWeeks(year: number, month: number): (number | null)[][] {
  const mondayFirst = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [
    ...Array<null>(mondayFirst).fill(null),
    ...Array.from({ length: daysInMonthOf(year, month) }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The first year of the page of years that holds `year`, pages ending at `lastYear`. */
export function yearPageStart(year: number, lastYear: number): number {
  const pagesBack = Math.floor((lastYear - year) / YEARS_PER_PAGE);
  return Math.max(FIRST_YEAR, lastYear - (pagesBack + 1) * YEARS_PER_PAGE + 1);
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
