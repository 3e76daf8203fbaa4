import { addDays, isoDateOf, isoWeekday, type IsoDate } from '@leisure/dates';

/**
 * Term dates and the lessons a weekly class has in them (docs/decisions/0590-lesson-model.md). Every class runs in
 * term time only; a closure (half-term, a venue's own) skips its lessons; the lesson's date is a London date.
 */

export interface TermDates {
  name: string;
  startsOn: IsoDate;
  endsOn: IsoDate;
}

export interface ClosureDates {
  startsOn: IsoDate;
  endsOn: IsoDate;
  reason: string;
}

/** The first `weekday` (1 Monday … 7 Sunday) on or after `date`. */
export function weekdayOnOrAfter(date: IsoDate, weekday: number): IsoDate {
  return addDays(date, (weekday - isoWeekday(date) + 7) % 7);
}

/** The last `weekday` on or before `date`. */
export function weekdayOnOrBefore(date: IsoDate, weekday: number): IsoDate {
  return addDays(date, -((isoWeekday(date) - weekday + 7) % 7));
}

/** The last Monday of a month. */
const lastMondayOf = (year: number, month: number): IsoDate =>
  weekdayOnOrBefore(addDays(isoDateOf(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1), 1);

/** The week from Monday `monday` to its Sunday. */
const weekFrom = (monday: IsoDate, reason: string): ClosureDates => ({
  startsOn: monday,
  endsOn: addDays(monday, 6),
  reason,
});

/**
 * One school year's three terms as the seed lays them out, each with its half-term week, from the autumn of `year`
 * (an English council's pattern): autumn from the first Monday of September to the Saturday on or before 19
 * December, half-term the week of October's last Monday; spring from the first Monday on or after 4 January to the
 * Saturday on or before 28 March, half-term the week of February's third Monday; summer from the first Monday on or
 * after 13 April to the Saturday on or before 18 July, half-term the week of May's last Monday (its bank holiday).
 */
export function schoolYearTerms(year: number): { term: TermDates; halfTerm: ClosureDates }[] {
  const autumn = {
    name: `Autumn term ${year}`,
    startsOn: weekdayOnOrAfter(isoDateOf(year, 9, 1), 1),
    endsOn: weekdayOnOrBefore(isoDateOf(year, 12, 19), 6),
  };
  const spring = {
    name: `Spring term ${year + 1}`,
    startsOn: weekdayOnOrAfter(isoDateOf(year + 1, 1, 4), 1),
    endsOn: weekdayOnOrBefore(isoDateOf(year + 1, 3, 28), 6),
  };
  const summer = {
    name: `Summer term ${year + 1}`,
    startsOn: weekdayOnOrAfter(isoDateOf(year + 1, 4, 13), 1),
    endsOn: weekdayOnOrBefore(isoDateOf(year + 1, 7, 18), 6),
  };
  return [
    { term: autumn, halfTerm: weekFrom(lastMondayOf(year, 10), 'October half-term') },
    {
      term: spring,
      halfTerm: weekFrom(addDays(weekdayOnOrAfter(isoDateOf(year + 1, 2, 1), 1), 14), 'February half-term'),
    },
    { term: summer, halfTerm: weekFrom(lastMondayOf(year + 1, 5), 'May half-term') },
  ];
}

const closed = (date: IsoDate, closures: readonly ClosureDates[]) =>
  closures.some((closure) => date >= closure.startsOn && date <= closure.endsOn);

/**
 * The dates of a weekly class's lessons from `from` to `to` (both included): its weekday in term time, less the
 * closures, in date order.
 */
export function lessonDates(
  weekday: number,
  terms: readonly TermDates[],
  closures: readonly ClosureDates[],
  from: IsoDate,
  to: IsoDate,
): IsoDate[] {
  const dates: IsoDate[] = [];
  const ordered = [...terms].sort((a, b) => (a.startsOn < b.startsOn ? -1 : 1));
  for (const term of ordered) {
    const last = term.endsOn < to ? term.endsOn : to;
    for (let date = weekdayOnOrAfter(term.startsOn > from ? term.startsOn : from, weekday); date <= last;) {
      if (!closed(date, closures)) dates.push(date);
      date = addDays(date, 7);
    }
  }
  return dates;
}

/** The term a date is in, if any. */
export const termOf = <T extends TermDates>(terms: readonly T[], date: IsoDate): T | undefined =>
  terms.find((term) => date >= term.startsOn && date <= term.endsOn);
