import type { PaymentType } from '@leisure/api-contract';
import { addDays, addMonths, type IsoDate, nextDayOfMonthAfter } from '@leisure/dates';
import { prettyDate } from '../../../kernel/dateLabels.ts';
import type { HeldStatus } from '../held/membershipLifecycle.ts';
import { billingDateOnOrBefore, billingDatesBetween, collectionAmount, type FrozenSpan } from './collections.ts';

// The cancellation rules of docs/decisions/0441.
export const COOLING_OFF_DAYS = 14;
export const NOTICE_MONTHS = 1;

/** The last day of the cooling-off period: 14 days after joining. */
export const coolingOffLastDay = (joinedOn: IsoDate): IsoDate => addDays(joinedOn, COOLING_OFF_DAYS);

/** One month's notice, ending the day before a billing date: the day before the first billing date a month on. */
export function noticeEndDate(today: IsoDate, billingDay: number): IsoDate {
  const monthOn = addMonths(today, NOTICE_MONTHS);
  return addDays(nextDayOfMonthAfter(addDays(monthOn, -1), billingDay), -1);
}

export interface CancellationFacts {
  paymentType: PaymentType;
  status: HeldStatus;
  startDate: IsoDate;
  endDate: IsoDate | null;
  billingDay: number | null;
  price: number;
  /** What the payments history shows was paid to join (the joining order's card payment), when it shows it. */
  paidToJoin: number | null;
  joinedOn: IsoDate;
  nextPaymentDate: IsoDate | null;
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
  const endDate = noticeEndDate(facts.today, facts.billingDay);
  const amountOn = (date: IsoDate) => collectionAmount(facts.price, date, facts.billingDay!, facts.freezes);
  const remainingPayments = facts.nextPaymentDate
    ? billingDatesBetween(facts.nextPaymentDate, endDate, facts.billingDay).map((date) => ({
        date,
        usualAmount: facts.price,
        amount: amountOn(date),
      }))
    : [];
  const lastDate = billingDateOnOrBefore(endDate, facts.billingDay);
  const lastPaymentDate = lastDate >= facts.startDate ? lastDate : null;
  return {
    coolingOff: false,
    endDate,
    lastPaymentDate,
    lastPaymentAmount: lastPaymentDate ? amountOn(lastPaymentDate) : null,
    refund: null,
    remainingPayments,
  };
}
