import type { PaymentType, ValidationMessages } from '@leisure/api-contract';
import { addDays, addMonths, daysBetween, type IsoDate, nextDayOfMonthAfter } from '@leisure/dates';
import { prettyDate } from '../../../kernel/dateLabels.ts';
import type { HeldStatus } from '../held/membershipLifecycle.ts';
import { billingDateOnOrBefore, billingDatesBetween, collectionAmount, type FrozenSpan } from './collections.ts';
import { coolingOffLastDay } from './cancellationRules.ts';

// The freeze rules of docs/decisions/0440.
export const FREEZE_MIN_DAYS = 7;
export const FREEZE_MAX_MONTHS = 3;
/** How far ahead a freeze may start. */
export const FREEZE_START_WITHIN_MONTHS = 3;

/** What decides whether a membership can be frozen today. */
export interface FreezeFacts {
  paymentType: PaymentType;
  status: HeldStatus;
  endDate: IsoDate | null;
  billingDay: number | null;
  joinedOn: IsoDate;
  nextPaymentDate: IsoDate | null;
  /** A freeze not yet over (scheduled or current). */
  openFreeze: FrozenSpan | null;
  today: IsoDate;
}

/** Why the membership cannot be frozen today, or null when it can. */
export function freezeRefusal(facts: FreezeFacts): string | null {
  if (facts.paymentType !== 'recurring' || facts.billingDay === null)
    return 'Only monthly memberships can be frozen: a single-payment membership runs to its end date.';
  if (facts.status === 'ended') return 'This membership has ended.';
  if (facts.status === 'pending') return 'This membership has not started yet: it can be frozen once it has.';
  if (facts.endDate !== null)
    return `Notice has been given: this membership ends on ${prettyDate(facts.endDate)}, so it cannot be frozen.`;
  if (facts.openFreeze)
    return `This membership is already frozen from ${prettyDate(facts.openFreeze.startDate)} to ${prettyDate(facts.openFreeze.endDate)}: one freeze at a time.`;
  if (facts.today <= coolingOffLastDay(facts.joinedOn))
    return `A membership can be frozen once its 14-day cooling-off period is over, after ${prettyDate(coolingOffLastDay(facts.joinedOn))}.`;
  if (facts.nextPaymentDate === null) return 'This membership has no further payments to freeze.';
  return null;
}

export interface FreezeWindow {
  min: IsoDate;
  max: IsoDate;
}

/** A freeze starts on the next collection at the earliest (so no collection already taken changes) and within 3 months. */
export function freezeStartWindow(nextPaymentDate: IsoDate, today: IsoDate): FreezeWindow {
  const max = addMonths(today, FREEZE_START_WITHIN_MONTHS);
  return { min: nextPaymentDate, max: max > nextPaymentDate ? max : nextPaymentDate };
}

/** The last day a freeze starting on a date may end: 3 months less a day. */
export const latestFreezeEnd = (startDate: IsoDate): IsoDate => addDays(addMonths(startDate, FREEZE_MAX_MONTHS), -1);

/** The earliest last day: 7 days frozen. */
export const earliestFreezeEnd = (startDate: IsoDate): IsoDate => addDays(startDate, FREEZE_MIN_DAYS - 1);

/** Field messages for freeze dates out of range, or null when they are within the rules. */
export function freezeDateProblems(
  startDate: IsoDate,
  endDate: IsoDate,
  window: FreezeWindow,
): ValidationMessages | null {
  if (startDate < window.min)
    return {
      startDate: [`The freeze can start on your next payment date, ${prettyDate(window.min)}, at the earliest.`],
    };
  if (startDate > window.max) return { startDate: [`The freeze must start by ${prettyDate(window.max)}.`] };
  if (endDate < earliestFreezeEnd(startDate))
    return {
      endDate: [
        `A freeze lasts at least ${FREEZE_MIN_DAYS} days: end it on ${prettyDate(earliestFreezeEnd(startDate))} or later.`,
      ],
    };
  if (endDate > latestFreezeEnd(startDate))
    return {
      endDate: [
        `A freeze lasts at most ${FREEZE_MAX_MONTHS} months: end it by ${prettyDate(latestFreezeEnd(startDate))}.`,
      ],
    };
  return null;
}

export interface FreezeEffect {
  days: number;
  reducedPayments: { date: IsoDate; usualAmount: number; amount: number }[];
  nextFullPayment: { date: IsoDate; usualAmount: number; amount: number };
  saving: number;
}

/** The collections a freeze reduces, and the first at the full price after it. */
export function freezeEffect(price: number, billingDay: number, freeze: FrozenSpan): FreezeEffect {
  const first = billingDateOnOrBefore(freeze.startDate, billingDay);
  const reducedPayments = billingDatesBetween(first, freeze.endDate, billingDay).map((date) => ({
    date,
    usualAmount: price,
    amount: collectionAmount(price, date, billingDay, [freeze]),
  }));
  const nextDate = nextDayOfMonthAfter(freeze.endDate, billingDay);
  return {
    days: daysBetween(freeze.startDate, addDays(freeze.endDate, 1)),
    reducedPayments,
    nextFullPayment: { date: nextDate, usualAmount: price, amount: price },
    saving: reducedPayments.reduce((sum, payment) => sum + payment.usualAmount - payment.amount, 0),
  };
}
