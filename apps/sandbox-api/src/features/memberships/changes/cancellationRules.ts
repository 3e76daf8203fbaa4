import type { PaymentType } from '@leisure/api-contract';
import { addDays, addMonths, dayOfMonth, daysBetween, type IsoDate, nextDayOfMonthAfter } from '@leisure/dates';
import { prettyDate } from '../../../kernel/dateLabels.ts';
import type { HeldStatus } from '../held/membershipLifecycle.ts';
import { proRataOfMonth } from '../held/collectionAmounts.ts';
import { billingDateOnOrBefore, billingDatesBetween, collectionAmount, type FrozenSpan } from './collections.ts';

// The cancellation rules of docs/decisions/0441.
export const COOLING_OFF_DAYS = 14;
export const NOTICE_MONTHS = 1;

/** The last day of the cooling-off period: 14 days after joining. */
export const coolingOffLastDay = (joinedOn: IsoDate): IsoDate => addDays(joinedOn, COOLING_OFF_DAYS);

/**
 * A change of billing day still to take effect (docs/decisions/0463): `replaced` is the collection on the old day it
 * replaced, `first` the first collection on the new day, which carries the days from `replaced` pro rata.
 */
export interface PendingDayChange {
  replaced: IsoDate;
  first: IsoDate;
}

/**
 * One month's notice, ending the day before a collection: the day before the first collection a month on. While a
 * change of billing day is pending, the collections are the old day's up to the one it replaced, then the new day's.
 */
export function noticeEndDate(today: IsoDate, billingDay: number, dayChange: PendingDayChange | null = null): IsoDate {
  const monthOn = addMonths(today, NOTICE_MONTHS);
  if (dayChange && dayChange.first > today) {
    if (dayChange.replaced >= monthOn) return addDays(dayChange.replaced, -1);
    if (dayChange.first >= monthOn) return addDays(dayChange.first, -1);
  }
  return addDays(nextDayOfMonthAfter(addDays(monthOn, -1), billingDay), -1);
}

/**
 * Notice ending before the first collection on a new billing day: the days from the replaced old-day collection to
 * the end were to be paid with it, so they are due on the old date instead (docs/decisions/0463). Null otherwise.
 */
export function partOnOldDate(dayChange: PendingDayChange | null, endDate: IsoDate): IsoDate | null {
  if (!dayChange || endDate >= dayChange.first || endDate < dayChange.replaced) return null;
  return dayChange.replaced;
}

/** The collections of a notice: those on or before its end date, from the next one on. */
function collectionsUntil(facts: CancellationFacts, endDate: IsoDate): IsoDate[] {
  const day = facts.billingDay!;
  const change = facts.dayChange && facts.dayChange.first > facts.today ? facts.dayChange : null;
  if (!facts.nextPaymentDate) return [];
  if (!change) return billingDatesBetween(facts.nextPaymentDate, endDate, day);
  const dates: IsoDate[] = [];
  // Before the new day: the old day's collection still going ahead, if any.
  if (facts.nextPaymentDate < change.first && facts.nextPaymentDate <= endDate) dates.push(facts.nextPaymentDate);
  const part = partOnOldDate(change, endDate);
  if (part) dates.push(part);
  return [...dates, ...billingDatesBetween(change.first, endDate, day)];
}

export interface CancellationFacts {
  paymentType: PaymentType;
  status: HeldStatus;
  startDate: IsoDate;
  endDate: IsoDate | null;
  billingDay: number | null;
  price: number;
  /**
   * What was paid for the membership, by every tender, from the joining order on (docs/decisions/0442); null only
   * for a membership no order bought (seeded members).
   */
  paidToJoin: number | null;
  joinedOn: IsoDate;
  nextPaymentDate: IsoDate | null;
  /** A change of billing day whose first collection on the new day is still to come. */
  dayChange?: PendingDayChange | null;
  /** Notice already given and not withdrawn. */
  noticeEndDate: IsoDate | null;
  freezes: FrozenSpan[];
  today: IsoDate;
}

export interface CancellationPlan {
  coolingOff: boolean;
  endDate: IsoDate;
  lastPaymentDate: IsoDate | null;
  lastPaymentAmount: number | null;
  refund: number | null;
  remainingPayments: { date: IsoDate; usualAmount: number; amount: number }[];
}

/** What cancelling today does, or why it cannot be done (a sentence for the member). */
export function planCancellation(facts: CancellationFacts): CancellationPlan | string {
  if (facts.noticeEndDate !== null)
    return `Notice has already been given: this membership ends on ${prettyDate(facts.noticeEndDate)}.`;
  if (facts.status === 'ended') return 'This membership has already ended.';
  if (facts.today <= coolingOffLastDay(facts.joinedOn)) {
    // Within 14 days of joining: ends today and everything paid is refunded: what was paid to join when recorded,
    // else the membership's price.
    return {
      coolingOff: true,
      endDate: facts.today,
      lastPaymentDate: null,
      lastPaymentAmount: null,
      refund: facts.paidToJoin ?? facts.price,
      remainingPayments: [],
    };
  }
  if (facts.paymentType !== 'recurring' || facts.billingDay === null)
    return `A single-payment membership does not renew: it simply ends on ${prettyDate(facts.endDate ?? facts.today)}, so there is nothing to cancel.`;
  if (facts.endDate !== null) return `This membership already ends on ${prettyDate(facts.endDate)}.`;
  const dayChange = facts.dayChange ?? null;
  const endDate = noticeEndDate(facts.today, facts.billingDay, dayChange);
  const part = partOnOldDate(dayChange, endDate);
  const amountOn = (date: IsoDate) =>
    date === part
      ? proRataOfMonth(facts.price, daysBetween(date, addDays(endDate, 1)), date)
      : collectionAmount(facts.price, date, facts.billingDay!, facts.freezes);
  const dates = collectionsUntil(facts, endDate);
  const remainingPayments = dates.map((date) => ({ date, usualAmount: facts.price, amount: amountOn(date) }));
  // While a change of day is pending the last collection is the last one listed, else the old day's before the end.
  const lastDate =
    dayChange && dayChange.first > facts.today
      ? (dates.at(-1) ?? billingDateOnOrBefore(endDate, dayOfMonth(dayChange.replaced)))
      : billingDateOnOrBefore(endDate, facts.billingDay);
  const lastPaymentDate = lastDate !== null && lastDate >= facts.startDate ? lastDate : null;
  return {
    coolingOff: false,
    endDate,
    lastPaymentDate,
    lastPaymentAmount: lastPaymentDate ? amountOn(lastPaymentDate) : null,
    refund: null,
    remainingPayments,
  };
}
