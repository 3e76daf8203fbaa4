import { bankNameForSortCode, type DirectDebitCollection, type DirectDebitInstruction } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { toMoney } from '../../kernel/money.ts';
import type { IsoDate } from '@leisure/dates';
import {
  collectionAmountOn,
  heldMembershipsOf,
  nextPaymentDate,
  type HeldMembershipRecord,
} from '../memberships/index.ts';
import { ADVANCE_NOTICE_WORKING_DAYS } from './collectionSchedule.ts';

export interface InstructionRow {
  id: number;
  user_id: number;
  account_holder: string;
  sort_code: string;
  account_number: string;
  billing_day: number;
  updated_at: string | null;
}

export function findInstruction(db: Database, userId: number): InstructionRow | undefined {
  return db
    .prepare(
      `SELECT id, user_id, account_holder, sort_code, account_number, billing_day, updated_at
       FROM direct_debit_instructions WHERE user_id = ?`,
    )
    .get(userId) as InstructionRow | undefined;
}

/** "00733445" → "****3445": the account shows only the last four digits. */
export const maskAccountNumber = (accountNumber: string): string => `****${accountNumber.slice(-4)}`;

/** The user's memberships collected by the Direct Debit: recurring, with a billing day, not ended by `today`. */
export function collectedMemberships(db: Database, userId: number, today: IsoDate): HeldMembershipRecord[] {
  const recurring = new Set(
    (
      db
        .prepare(
          `SELECT um.id FROM user_memberships um JOIN membership_payment_options po ON po.id = um.payment_option_id
           WHERE um.user_id = ? AND po.payment_type = 'recurring' AND um.billing_day IS NOT NULL`,
        )
        .all(userId) as { id: number }[]
    ).map((row) => row.id),
  );
  return heldMembershipsOf(db, userId).filter(
    (membership) => recurring.has(membership.id) && nextPaymentDate(membership, 'recurring', today) !== null,
  );
}

/** The schedule's next collection strictly after a date: the soonest of the memberships' next payments. */
export function collectionAfter(memberships: HeldMembershipRecord[], date: IsoDate): IsoDate | null {
  const dates = memberships
    .map((membership) => nextPaymentDate(membership, 'recurring', date))
    .filter((next): next is string => next !== null)
    .sort();
  return dates[0] ?? null;
}

/**
 * The amount collected on a date: what each membership collected then pays for (its monthly price, or a part month
 * when notice ends it short: docs/decisions/0463) and any pro-rata part a change of day added.
 */
export function amountOn(db: Database, userId: number, memberships: HeldMembershipRecord[], date: IsoDate): number {
  const monthly = memberships.reduce((sum, membership) => sum + collectionAmountOn(membership, date), 0);
  const extra = db
    .prepare(
      'SELECT COALESCE(SUM(amount), 0) AS total FROM direct_debit_extra_amounts WHERE user_id = ? AND collection_date = ?',
    )
    .get(userId, date) as { total: number };
  return monthly + extra.total;
}

export const collection = (date: IsoDate, amount: number): DirectDebitCollection => ({ date, amount: toMoney(amount) });

/** The instruction as the account shows it, with the next collection worked out from the memberships. */
export function toInstructionView(db: Database, row: InstructionRow, today: IsoDate): DirectDebitInstruction {
  const memberships = collectedMemberships(db, row.user_id, today);
  const next = collectionAfter(memberships, today);
  const venue = db
    .prepare(
      `SELECT v.dd_provider_needs_billing_address AS needs FROM users u JOIN venues v ON v.id = u.home_venue_id
       WHERE u.id = ?`,
    )
    .get(row.user_id) as { needs: number } | undefined;
  return {
    accountHolder: row.account_holder,
    sortCode: row.sort_code,
    bankName: bankNameForSortCode(row.sort_code),
    accountNumberMasked: maskAccountNumber(row.account_number),
    billingDay: row.billing_day,
    nextCollection: next === null ? null : collection(next, amountOn(db, row.user_id, memberships, next)),
    needsBillingAddress: venue?.needs === 1,
    advanceNoticeWorkingDays: ADVANCE_NOTICE_WORKING_DAYS,
    updatedAt: row.updated_at,
  };
}
