import { addDays, dayOfMonth, daysBetween, type IsoDate, nextDayOfMonthAfter, sameMonthOnDay } from '@leisure/dates';

/** A freeze as the payment rules see it: frozen from startDate to endDate inclusive, at a monthly fee in pence. */
export interface FrozenSpan {
  startDate: IsoDate;
  endDate: IsoDate;
  monthlyFee: number;
}

/** The billing date on or before a date (billing days are 1–28, so every month has one). */
export function billingDateOnOrBefore(date: IsoDate, billingDay: number): IsoDate {
  const sameMonth = sameMonthOnDay(date, billingDay);
  return dayOfMonth(date) >= billingDay ? sameMonth : sameMonthOnDay(addDays(sameMonth, -billingDay), billingDay);
}

/** Billing dates from `from` to `to`, both included. */
export function billingDatesBetween(from: IsoDate, to: IsoDate, billingDay: number): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = nextDayOfMonthAfter(addDays(from, -1), billingDay); date <= to;) {
    dates.push(date);
    date = nextDayOfMonthAfter(date, billingDay);
  }
  return dates;
}

/**
 * A collection pays for the month from its date to the day before the next one. Each day of that month a freeze
 * covers is charged at the freeze fee instead of the price, pro rata (docs/decisions/0440).
 */
export function collectionAmount(price: number, date: IsoDate, billingDay: number, freezes: FrozenSpan[]): number {
  const periodEnd = nextDayOfMonthAfter(date, billingDay);
  const periodDays = daysBetween(date, periodEnd);
  let amount = price;
  for (const freeze of freezes) {
    const from = freeze.startDate > date ? freeze.startDate : date;
    const dayAfter = addDays(freeze.endDate, 1);
    const until = dayAfter < periodEnd ? dayAfter : periodEnd;
    const frozenDays = daysBetween(from, until);
    if (frozenDays > 0) amount -= Math.round(((price - freeze.monthlyFee) * frozenDays) / periodDays);
  }
  return Math.max(amount, 0);
}
