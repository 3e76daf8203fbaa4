import type { FixedPeriod, PaymentType } from '@leisure/api-contract';
import { discountFor, type PromotionTerms } from './promotionDiscount.ts';
import {
  addDays,
  addMonths,
  dayOfMonth,
  daysBetween,
  daysInMonth,
  type IsoDate,
  nextDayOfMonthAfter,
} from '@leisure/dates';

/** A payment option's price for one buyer, in pence. */
export interface OptionPrice {
  paymentType: PaymentType;
  baseFee: number;
  joiningFee: number;
  monthInHand: boolean;
  fixedDuration: number | null;
  fixedPeriod: FixedPeriod | null;
}

export interface CostsRequest {
  startDate: IsoDate;
  /** Day of the month Direct Debits are collected (1–28); ignored for fixed options. */
  billingDay: number | null;
  /** Changes and renewals are for existing members: no joining fee. */
  waiveJoiningFee?: boolean;
  promotion?: PromotionTerms | null;
}

export interface CostBreakdown {
  baseFee: number;
  joiningFee: number;
  proRataFee: number;
  proRataDays: number;
  monthInHandFee: number;
  discount: number;
  totalToPayNow: number;
  /** Recurring: the first billing day after the start date, when the first full month begins. */
  firstBillingDate: IsoDate | null;
  /** Recurring: the first Direct Debit collection (a month later when a month is paid in hand). */
  firstCollectionDate: IsoDate | null;
  /** Fixed: the last day covered. */
  endDate: IsoDate | null;
}

/**
 * What a membership costs from a start date.
 * Recurring: the part month from the start date up to (not including) the first billing date is charged as
 * base fee × days ÷ days in the start date's month, rounded to the penny; a month in hand adds one month's fee.
 * Fixed: the full price now, covering the whole duration.
 */
export function calculateCosts(price: OptionPrice, request: CostsRequest): CostBreakdown {
  const joiningFee = request.waiveJoiningFee ? 0 : price.joiningFee;
  const costs =
    price.paymentType === 'recurring'
      ? recurringCosts(price, request, joiningFee)
      : fixedCosts(price, request, joiningFee);
  const discount = request.promotion ? discountFor(request.promotion, costs) : 0;
  return { ...costs, discount, totalToPayNow: costs.totalToPayNow - discount };
}

function recurringCosts(price: OptionPrice, request: CostsRequest, joiningFee: number): CostBreakdown {
  if (request.billingDay === null) throw new Error('A recurring option needs a billing day');
  const firstBillingDate = nextDayOfMonthAfter(request.startDate, request.billingDay);
  const proRataDays = daysBetween(request.startDate, firstBillingDate);
  const proRataFee = Math.round((price.baseFee * proRataDays) / daysInMonth(request.startDate));
  const monthInHandFee = price.monthInHand ? price.baseFee : 0;
  return {
    baseFee: price.baseFee,
    joiningFee,
    proRataFee,
    proRataDays,
    monthInHandFee,
    discount: 0,
    totalToPayNow: joiningFee + proRataFee + monthInHandFee,
    firstBillingDate,
    firstCollectionDate: price.monthInHand ? addMonths(firstBillingDate, 1) : firstBillingDate,
    endDate: null,
  };
}

function fixedCosts(price: OptionPrice, request: CostsRequest, joiningFee: number): CostBreakdown {
  return {
    baseFee: price.baseFee,
    joiningFee,
    proRataFee: 0,
    proRataDays: 0,
    monthInHandFee: 0,
    discount: 0,
    totalToPayNow: joiningFee + price.baseFee,
    firstBillingDate: null,
    firstCollectionDate: null,
    endDate: fixedEndDate(request.startDate, price.fixedDuration ?? 1, price.fixedPeriod ?? 'month'),
  };
}

/**
 * Last day of a fixed membership: the day before the same date `duration` later (12 months from 10 March 2026
 * ends on 9 March 2027). When that month is too short for the date (a month from 31 January), it runs to the
 * end of that month instead of losing a day.
 */
export function fixedEndDate(startDate: IsoDate, duration: number, period: FixedPeriod): IsoDate {
  if (period === 'day') return addDays(startDate, duration - 1);
  if (period === 'week') return addDays(startDate, duration * 7 - 1);
  const sameDateLater = addMonths(startDate, period === 'year' ? duration * 12 : duration);
  const clamped = dayOfMonth(sameDateLater) < dayOfMonth(startDate);
  return clamped ? sameDateLater : addDays(sameDateLater, -1);
}
