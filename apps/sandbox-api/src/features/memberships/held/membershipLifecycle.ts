import type { PaymentType } from '@leisure/api-contract';
import type { DateWindow } from '../pricing/startDateRules.ts';
import type { HeldMembershipRecord } from './heldMembershipRepository.ts';
import { addDays, dayOfMonth, type IsoDate, latest, nextDayOfMonthAfter } from '@leisure/dates';

export type HeldStatus = 'active' | 'pending' | 'ended';

/** Renewal opens this many days before a single-payment membership ends, and stays open this long after. */
export const RENEWAL_OPENS_DAYS_BEFORE = 30;
export const RENEWAL_CLOSES_DAYS_AFTER = 60;

export function membershipStatus(membership: HeldMembershipRecord, today: IsoDate): HeldStatus {
  if (membership.endDate !== null && membership.endDate < today) return 'ended';
  if (membership.startDate > today) return 'pending';
  return 'active';
}

/** The next Direct Debit collection: the billing day after today (or after the start, if later); none once ended. */
export function nextPaymentDate(
  membership: HeldMembershipRecord,
  paymentType: PaymentType,
  today: IsoDate,
): IsoDate | null {
  if (paymentType !== 'recurring' || membership.billingDay === null) return null;
  if (membershipStatus(membership, today) === 'ended') return null;
  const from = latest(today, membership.startDate);
  const next = scheduledAfterDayChange(membership, from) ?? nextDayOfMonthAfter(from, membership.billingDay);
  return membership.endDate !== null && next > membership.endDate ? null : next;
}

/**
 * Until the first collection on a changed billing day, the old day's collections up to the last one still taken on
 * it (docs/decisions/0460, 0463), then the first on the new day.
 */
function scheduledAfterDayChange(membership: HeldMembershipRecord, from: IsoDate): IsoDate | null {
  const { billingDayFrom, oldDayCollectionOn } = membership;
  if (!billingDayFrom || from >= billingDayFrom) return null;
  if (!oldDayCollectionOn || from >= oldDayCollectionOn) return billingDayFrom;
  const next = nextDayOfMonthAfter(from, dayOfMonth(oldDayCollectionOn));
  return next < oldDayCollectionOn ? next : oldDayCollectionOn;
}

/**
 * When a change may start: from today (or the start date of a membership not yet started) up to the day before
 * the next collection, so that the part month at the old price can be credited exactly. Null when the
 * membership cannot be changed (single payment, ended, or due to end).
 */
export function changeWindow(
  membership: HeldMembershipRecord,
  paymentType: PaymentType,
  today: IsoDate,
): DateWindow | null {
  if (paymentType !== 'recurring' || membership.endDate !== null) return null;
  const next = nextPaymentDate(membership, paymentType, today);
  if (next === null) return null;
  const min = latest(today, membership.startDate);
  return { min, max: latest(min, addDays(next, -1)) };
}

/** A single-payment membership can be renewed from 30 days before its end until 60 days after it. */
export function renewalOpen(membership: HeldMembershipRecord, paymentType: PaymentType, today: IsoDate): boolean {
  if (paymentType !== 'fixed' || membership.endDate === null) return false;
  return (
    today >= addDays(membership.endDate, -RENEWAL_OPENS_DAYS_BEFORE) &&
    today <= addDays(membership.endDate, RENEWAL_CLOSES_DAYS_AFTER)
  );
}

/** A renewal starts the day after the current membership ends, or today once it has ended. */
export function renewalStartDate(membership: HeldMembershipRecord, today: IsoDate): IsoDate {
  return latest(today, addDays(membership.endDate ?? today, 1));
}
