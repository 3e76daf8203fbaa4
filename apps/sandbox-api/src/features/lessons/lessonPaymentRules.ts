import { addDays, addMonths, daysBetween, latest, nextDayOfMonthAfter, type IsoDate } from '@leisure/dates';
import { firstOnDayFrom, noticeEndsOn, proRata } from '../directDebit/index.ts';

/**
 * Paying for lessons by Direct Debit (docs/decisions/0592-payment-for-lessons.md), on the Bacs rules the memberships
 * use (features/directDebit/collectionSchedule.ts): collections are on the mandate's billing day, in advance; the
 * first is outside the 10 working days' notice and also carries, pro rata, the days from the first lesson up to it;
 * a collection pays for the days up to the day before the next one, or up to the end date, pro rata when that is
 * less than a month (monthly price × days ÷ days in the month it starts in).
 */

export interface Collection {
  date: IsoDate;
  /** Pence. */
  amount: number;
}

export interface Schedule {
  monthlyPrice: number;
  billingDay: number;
  /** The first lesson: paid-for time starts here. */
  startsOn: IsoDate;
  /** The last day paid for (a notice's end, a term's end); null while the place carries on. */
  endsOn: IsoDate | null;
}

/** What one collection on `date` pays for: to the day before the next collection, or to the end date. */
export function periodAmount(schedule: Schedule, date: IsoDate): number {
  const next = nextDayOfMonthAfter(date, schedule.billingDay);
  if (schedule.endsOn === null || schedule.endsOn >= addDays(next, -1)) return schedule.monthlyPrice;
  if (schedule.endsOn < date) return 0;
  return proRata(schedule.monthlyPrice, daysBetween(date, schedule.endsOn) + 1, date);
}

/** The first collection of a place taken `today`: its date and amount. */
export function firstCollection(schedule: Schedule, today: IsoDate): Collection {
  const date = firstOnDayFrom(latest(noticeEndsOn(today), schedule.startsOn), schedule.billingDay);
  return { date, amount: firstAmountOn(schedule, date) };
}

/** What the first collection, on `date`, takes: the days from the first lesson up to it, and its own period. */
export function firstAmountOn(schedule: Schedule, date: IsoDate): number {
  if (schedule.endsOn !== null && schedule.endsOn < date) {
    // The place ends before the first collection: it pays for its few days alone.
    const days = Math.max(0, daysBetween(schedule.startsOn, schedule.endsOn) + 1);
    return proRata(schedule.monthlyPrice, days, schedule.startsOn);
  }
  const arrears = proRata(schedule.monthlyPrice, daysBetween(schedule.startsOn, date), schedule.startsOn);
  return arrears + periodAmount(schedule, date);
}

/**
 * The collections from the first (on `firstDate`, as quoted when the place was taken) up to the end date, those on
 * or after `from` only, and at most `count` of them while the place carries on.
 */
export function collections(
  schedule: Schedule,
  firstDate: IsoDate,
  from: IsoDate = firstDate,
  count = 3,
): Collection[] {
  const list: Collection[] = [];
  // The first collection is always taken, even for a place that ends before it: it then pays for its few days.
  let date = firstDate;
  let amount = firstAmountOn(schedule, firstDate);
  while (schedule.endsOn !== null || list.length < count) {
    if (date >= from) list.push({ date, amount });
    date = nextDayOfMonthAfter(date, schedule.billingDay);
    if (schedule.endsOn !== null && date > schedule.endsOn) break;
    amount = periodAmount(schedule, date);
  }
  return list;
}

/** A month's notice (docs/decisions/0592): given today, the last day paid for and taught is the day before a month on. */
export const noticeEndOn = (today: IsoDate): IsoDate => addDays(addMonths(today, 1), -1);
