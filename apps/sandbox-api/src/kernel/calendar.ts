/**
 * Calendar arithmetic on UK dates written YYYY-MM-DD (and months YYYY-MM), from @leisure/dates, the one date module
 * the sandbox and the front ends share (docs/decisions/0008-one-date-module.md). Times of day and the London offset
 * are in activities' londonTime.
 */
export {
  addDays,
  addMonths,
  ageOn,
  dateParts,
  dayOfMonth,
  daysBetween,
  daysInMonth,
  isoWeekday,
  latest,
  monthOf,
  nextDayOfMonthAfter,
  nextMonth,
  sameMonthOnDay,
  yearsBefore,
  type IsoDate,
} from '@leisure/dates';
