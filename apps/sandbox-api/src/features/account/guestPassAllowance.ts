import type { GuestPassOverview } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { passesCountedIn } from './guestPassRecords.ts';
import { addDays, monthOf, nextMonth } from '@leisure/dates';

/** How far ahead a guest visit can be booked (decision 0401). */
export const GUEST_PASS_BOOK_AHEAD_DAYS = 30;

export interface AllowanceRow {
  membership_name: string;
  monthly_limit: number;
}

export function allowanceOf(db: Database, userId: number): AllowanceRow | undefined {
  return db
    .prepare('SELECT membership_name, monthly_limit FROM guest_pass_allowances WHERE user_id = ?')
    .get(userId) as AllowanceRow | undefined;
}

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
  allowance: AllowanceRow | undefined,
  month: string,
): GuestPassOverview['allowances'][number] {
  const monthlyLimit = allowance?.monthly_limit ?? 0;
  const used = passesCountedIn(db, userId, month);
  return { month, monthlyLimit, used, remaining: Math.max(0, monthlyLimit - used) };
}
