import { addDays, dayOfMonth, daysBetween, daysInMonth, type IsoDate, nextDayOfMonthAfter } from '@leisure/dates';
import type { HeldMembershipRecord } from './heldMembershipRepository.ts';
import { nextPaymentDate } from './membershipLifecycle.ts';

/** A monthly price for some days of the month they start in, as joining's pro-rata fee is worked out. */
export function proRataOfMonth(monthlyPrice: number, days: number, monthOf: IsoDate): number {
  return Math.round((monthlyPrice * days) / daysInMonth(monthOf));
}

/**
 * What one membership's Direct Debit collection on a date is, before any freeze: a collection pays for the days
 * from it to the day before the next one, or to the end date. A month or more is the monthly price (the days a
 * change of billing day adds are a separate part, docs/decisions/0460); fewer days, as when notice ends before the
 * first collection on a new billing day (docs/decisions/0463), are that many days pro rata. 0 when it collects
 * nothing that day.
 */
export function collectionAmountOn(membership: HeldMembershipRecord, date: IsoDate): number {
  if (nextPaymentDate(membership, 'recurring', addDays(date, -1)) !== date) return 0;
  const following = nextPaymentDate({ ...membership, endDate: null }, 'recurring', date);
  const dayAfterEnd = membership.endDate === null ? null : addDays(membership.endDate, 1);
  const periodEnd = [following, dayAfterEnd].filter((next): next is string => next !== null).sort()[0];
  if (periodEnd === undefined || periodEnd >= nextDayOfMonthAfter(date, dayOfMonth(date))) return membership.price;
  return proRataOfMonth(membership.price, daysBetween(date, periodEnd), date);
}
