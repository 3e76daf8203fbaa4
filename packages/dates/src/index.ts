// London time and calendar arithmetic, shared by the sandbox and the front ends (docs/decisions/0008).
export { londonDate, londonToday } from './londonDay.ts';
export { londonClock, londonLocalToUtc, londonOffsetMinutes, toLondonIso } from './londonTime.ts';
export {
  addDays,
  addMonths,
  ageOn,
  dateParts,
  dayOfMonth,
  daysBetween,
  daysInMonth,
  daysInMonthOf,
  isoWeekday,
  latest,
  monthOf,
  nextDayOfMonthAfter,
  nextMonth,
  sameMonthOnDay,
  yearsBefore,
  type IsoDate,
} from './isoDate.ts';
export { isoDateOf } from './isoDateOf.ts';
export {
  isoDateFormat,
  londonFormat,
  prettyDate,
  prettyDayMonth,
  prettyMonth,
  shortDate,
  shortDateLabel,
  shortDateLabelWithYear,
  weekdayDate,
} from './formats.ts';
