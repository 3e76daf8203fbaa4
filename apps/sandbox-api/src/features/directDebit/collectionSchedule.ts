import { addDays, daysBetween, daysInMonth, isoWeekday, nextDayOfMonthAfter, type IsoDate } from '@leisure/dates';

/** Bacs: a changed amount, date or account is notified this many working days before the collection. */
export const ADVANCE_NOTICE_WORKING_DAYS = 10;

/** The date `days` working days (Monday to Friday) after `date`. Bank holidays are not modelled by the sandbox. */
export function addWorkingDays(date: IsoDate, days: number): IsoDate {
  let current = date;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    if (isoWeekday(current) <= 5) left -= 1;
  }
  return current;
}

/** The earliest date a changed collection may be taken: the notice period after today. */
export const noticeEndsOn = (today: IsoDate): IsoDate => addWorkingDays(today, ADVANCE_NOTICE_WORKING_DAYS);

/** The first date on or after `date` that falls on `day` of its month (1–28). */
export const firstOnDayFrom = (date: IsoDate, day: number): IsoDate => nextDayOfMonthAfter(addDays(date, -1), day);

export interface BillingDayPlan {
  /** A collection of the current schedule inside the notice period: it goes ahead as notified. */
  goingAhead: IsoDate | null;
  /** The collection the new day replaces: paid-for time runs up to the day before it. */
  replaced: IsoDate;
  /** The first collection on the new day. */
  first: IsoDate;
  /** Days from the replaced collection up to the first on the new day, collected pro rata with it. */
  proRataDays: number;
}

/**
 * What a new billing day does (docs/decisions/0460). `collectionAfter(date)` is the current schedule's next
 * collection strictly after a date. The first collection outside the notice period is replaced by the first on the
 * new day on or after it, so the new day never brings two collections into one month; the days in between are
 * added pro rata to that first collection, so nothing is collected twice or left unpaid.
 */
export function planBillingDayChange(
  today: IsoDate,
  newDay: number,
  collectionAfter: (date: IsoDate) => IsoDate,
): BillingDayPlan {
  const notice = noticeEndsOn(today);
  let replaced = collectionAfter(today);
  let goingAhead: IsoDate | null = null;
  if (replaced < notice) {
    goingAhead = replaced;
    replaced = collectionAfter(replaced);
  }
  const first = firstOnDayFrom(replaced, newDay);
  return { goingAhead, replaced, first, proRataDays: daysBetween(replaced, first) };
}

/** A monthly price for some days of the month they start in, as joining's pro-rata fee is worked out. */
export function proRata(monthlyPrice: number, days: number, monthOf: IsoDate): number {
  return Math.round((monthlyPrice * days) / daysInMonth(monthOf));
}

/** The first collection from a new account: the schedule's first one outside the notice period. */
export function firstCollectionFromNewAccount(today: IsoDate, collectionAfter: (date: IsoDate) => IsoDate): IsoDate {
  const notice = noticeEndsOn(today);
  let next = collectionAfter(today);
  while (next < notice) next = collectionAfter(next);
  return next;
}
