import type { CostBreakdown } from './membershipCosts.ts';
import { addMonths, daysBetween, daysInMonth, type IsoDate } from '@leisure/dates';
import { formatPence } from '../../../kernel/money.ts';

export interface ChangeInput {
  /** Monthly price of the current membership (pence). */
  oldMonthlyFee: number;
  oldMonthInHand: boolean;
  newMonthlyFee: number;
  newMonthInHand: boolean;
  startsAt: IsoDate;
  /** The next collection of the current membership; the new price applies from it. */
  nextPaymentDate: IsoDate;
}

/**
 * What a change of monthly membership costs now. The current membership is paid up to the day before the next
 * collection, so for the days from the change to then the member pays the difference between the new and the old
 * part-month (never less than nothing: a cheaper membership simply costs less from the next collection). Moving to
 * an option that keeps a month in hand from one that does not adds that month. There is no joining fee.
 */
export function changeBreakdown(input: ChangeInput): CostBreakdown {
  const days = Math.max(0, daysBetween(input.startsAt, input.nextPaymentDate));
  const monthDays = daysInMonth(input.startsAt);
  const newPart = Math.round((input.newMonthlyFee * days) / monthDays);
  const oldPart = Math.round((input.oldMonthlyFee * days) / monthDays);
  const difference = Math.max(0, newPart - oldPart);
  const monthInHandFee = input.newMonthInHand && !input.oldMonthInHand ? input.newMonthlyFee : 0;
  return {
    baseFee: input.newMonthlyFee,
    joiningFee: 0,
    proRataFee: difference,
    proRataDays: days,
    monthInHandFee,
    discount: 0,
    totalToPayNow: difference + monthInHandFee,
    firstBillingDate: input.nextPaymentDate,
    firstCollectionDate: monthInHandFee > 0 ? addMonths(input.nextPaymentDate, 1) : input.nextPaymentDate,
    endDate: null,
  };
}

/** "£10.00 more per month than your current membership" */
export function differenceText(oldMonthlyFee: number, newMonthlyFee: number): string {
  const difference = newMonthlyFee - oldMonthlyFee;
  if (difference === 0) return 'The same monthly price as your current membership';
  const direction = difference > 0 ? 'more' : 'less';
  return `${formatPence(Math.abs(difference))} ${direction} per month than your current membership`;
}
