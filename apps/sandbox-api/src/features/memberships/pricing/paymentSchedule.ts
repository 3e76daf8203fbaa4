import type { FixedPeriod, PaymentSchedule } from '@leisure/api-contract';
import type { CostBreakdown } from './membershipCosts.ts';
import { addDays } from '@leisure/dates';
import { prettyDate, prettyDayMonth } from '../../../kernel/dateLabels.ts';
import { formatPence, toMoney } from '../../../kernel/money.ts';

interface ScheduleContext {
  startDate: string;
  fixedDuration: number | null;
  fixedPeriod: FixedPeriod | null;
  promotionCode: string | null;
}

/**
 * The all-in price in plain words (UK rules against drip pricing): everything paid today, and what is paid
 * after, e.g. "Today £57.17 (joining fee + part month), then £39.99 a month from 1 April 2026 by Direct Debit."
 */
export function paymentSchedule(costs: CostBreakdown, context: ScheduleContext): PaymentSchedule {
  const covers: string[] = [];
  const short: string[] = [];
  if (costs.joiningFee > 0) {
    covers.push(`Joining fee ${formatPence(costs.joiningFee)}`);
    short.push('joining fee');
  }
  if (costs.firstBillingDate !== null) {
    if (costs.proRataDays > 0) {
      const lastDay = addDays(costs.firstBillingDate, -1);
      covers.push(
        `Part month ${prettyDayMonth(context.startDate)} to ${prettyDayMonth(lastDay)} ` +
          `(${costs.proRataDays} day${costs.proRataDays === 1 ? '' : 's'}) ${formatPence(costs.proRataFee)}`,
      );
      short.push('part month');
    }
    if (costs.monthInHandFee > 0) {
      covers.push(`Month in hand ${formatPence(costs.monthInHandFee)}`);
      short.push('month in hand');
    }
  } else {
    covers.push(`${durationText(context)} ${formatPence(costs.baseFee)}`);
    short.push(durationText(context).toLowerCase());
  }
  if (costs.discount > 0) {
    const what = context.promotionCode ? `Promotion ${context.promotionCode}` : 'Promotion';
    covers.push(`${what} -${formatPence(costs.discount)}`);
  }
  const today = `${formatPence(costs.totalToPayNow)}${short.length ? ` (${short.join(' + ')}${costs.discount > 0 ? ', less your promotion' : ''})` : ''}`;

  if (costs.firstCollectionDate === null) {
    const period = costs.endDate ? `, covering ${prettyDate(context.startDate)} to ${prettyDate(costs.endDate)}` : '';
    return {
      today: { amount: toMoney(costs.totalToPayNow), covers },
      then: null,
      summary: `Today ${today}${period}. Nothing more to pay.`,
    };
  }
  return {
    today: { amount: toMoney(costs.totalToPayNow), covers },
    then: {
      amount: toMoney(costs.baseFee),
      every: 'month',
      from: costs.firstCollectionDate,
      prettyFrom: prettyDate(costs.firstCollectionDate),
    },
    summary:
      `Today ${today}, then ${formatPence(costs.baseFee)} a month from ` +
      `${prettyDate(costs.firstCollectionDate)} by Direct Debit.`,
  };
}

/** "12 months", "1 week" */
export function durationText({
  fixedDuration,
  fixedPeriod,
}: Pick<ScheduleContext, 'fixedDuration' | 'fixedPeriod'>): string {
  const count = fixedDuration ?? 1;
  return `${count} ${fixedPeriod ?? 'month'}${count === 1 ? '' : 's'}`;
}
