import type { GuestPassOverview } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { passesCountedIn } from './guestPassRecords.ts';
import { addDays, monthOf, nextMonth, type IsoDate } from '@leisure/dates';
import { guestPassEntitlementOf, type GuestPassEntitlement } from '../memberships/index.ts';

/** How far ahead a guest visit can be booked (decision 0401). */
export const GUEST_PASS_BOOK_AHEAD_DAYS = 30;

/**
 * The member's allowance as their memberships active today give it, from the catalogue that sold them
 * (docs/decisions/0405): the page, the sales cards and the issuing rule read the same facts.
 */
export const allowanceOf = (db: Database, userId: number, today: IsoDate): GuestPassEntitlement =>
  guestPassEntitlementOf(db, userId, today);

/** Every month a visit booked today can fall in: this one up to the month of the last bookable day. */
export function bookableMonths(today: string): string[] {
  const last = monthOf(addDays(today, GUEST_PASS_BOOK_AHEAD_DAYS));
  const months = [monthOf(today)];
  while (months.at(-1)! < last) months.push(nextMonth(months.at(-1)!));
  return months;
}

export function monthAllowance(
  db: Database,
  userId: number,
  allowance: GuestPassEntitlement,
  month: string,
): GuestPassOverview['allowances'][number] {
  const { monthlyLimit } = allowance;
  const used = passesCountedIn(db, userId, month);
  return { month, monthlyLimit, used, remaining: Math.max(0, monthlyLimit - used) };
}
