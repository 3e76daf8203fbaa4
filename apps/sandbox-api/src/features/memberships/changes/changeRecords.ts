import type { FreezeReason } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../clock.ts';
import type { IsoDate } from '@leisure/dates';
import type { FrozenSpan } from './collections.ts';

// Freezes and notices of held memberships (migration 082).

export interface FreezeRecord extends FrozenSpan {
  id: number;
  reason: FreezeReason;
}

/** The freezes that apply (not cancelled before they started), earliest first. */
export function freezesOf(db: Database, membershipId: number): FreezeRecord[] {
  return db
    .prepare(
      `SELECT id, start_date AS startDate, end_date AS endDate, reason, monthly_fee AS monthlyFee
       FROM membership_freezes WHERE user_membership_id = ? AND cancelled_at IS NULL ORDER BY start_date`,
    )
    .all(membershipId) as unknown as FreezeRecord[];
}

/** The freeze not yet over on a day (scheduled or current): there is at most one. */
export const openFreezeOf = (db: Database, membershipId: number, today: IsoDate): FreezeRecord | null =>
  freezesOf(db, membershipId).find((freeze) => freeze.endDate >= today) ?? null;

export function insertFreeze(
  db: Database,
  clock: Clock,
  membershipId: number,
  freeze: { startDate: IsoDate; endDate: IsoDate; reason: FreezeReason; monthlyFee: number },
): void {
  db.prepare(
    `INSERT INTO membership_freezes (user_membership_id, start_date, end_date, reason, monthly_fee, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(membershipId, freeze.startDate, freeze.endDate, freeze.reason, freeze.monthlyFee, clock.now().toISOString());
}

export function cancelFreeze(db: Database, clock: Clock, freezeId: number): void {
  db.prepare('UPDATE membership_freezes SET cancelled_at = ? WHERE id = ?').run(clock.now().toISOString(), freezeId);
}

export function shortenFreeze(db: Database, freezeId: number, endDate: IsoDate): void {
  db.prepare('UPDATE membership_freezes SET end_date = ? WHERE id = ?').run(endDate, freezeId);
}

/** The type's reduced monthly fee while frozen, in pence. */
export function freezeFeeOf(db: Database, membershipTypeId: number): number {
  return (
    db.prepare('SELECT freeze_monthly_fee AS fee FROM membership_types WHERE id = ?').get(membershipTypeId) as {
      fee: number;
    }
  ).fee;
}

export interface NoticeRecord {
  id: number;
  givenOn: IsoDate;
  endDate: IsoDate;
  lastPaymentDate: IsoDate | null;
  lastPaymentAmount: number | null;
  coolingOff: boolean;
  refundAmount: number | null;
}

/** The notice standing (given and not withdrawn), if any. */
export function standingNoticeOf(db: Database, membershipId: number): NoticeRecord | null {
  const row = db
    .prepare(
      `SELECT id, given_on AS givenOn, end_date AS endDate, last_payment_date AS lastPaymentDate,
         last_payment_amount AS lastPaymentAmount, cooling_off AS coolingOff, refund_amount AS refundAmount
       FROM membership_notices WHERE user_membership_id = ? AND withdrawn_at IS NULL ORDER BY id DESC LIMIT 1`,
    )
    .get(membershipId) as NoticeRecord | undefined;
  return row ? { ...row, coolingOff: Boolean(row.coolingOff) } : null;
}

/** Records the notice and ends the membership on its end date. */
export function giveNotice(db: Database, clock: Clock, membershipId: number, notice: Omit<NoticeRecord, 'id'>): void {
  db.prepare(
    `INSERT INTO membership_notices (user_membership_id, given_on, end_date, last_payment_date, last_payment_amount,
       cooling_off, refund_amount, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    membershipId,
    notice.givenOn,
    notice.endDate,
    notice.lastPaymentDate,
    notice.lastPaymentAmount,
    notice.coolingOff ? 1 : 0,
    notice.refundAmount,
    clock.now().toISOString(),
  );
  db.prepare('UPDATE user_memberships SET end_date = ? WHERE id = ?').run(notice.endDate, membershipId);
}

/** Withdraws the notice: the membership carries on with no end date. */
export function withdrawNotice(db: Database, clock: Clock, membershipId: number, noticeId: number): void {
  db.prepare('UPDATE membership_notices SET withdrawn_at = ? WHERE id = ?').run(clock.now().toISOString(), noticeId);
  db.prepare('UPDATE user_memberships SET end_date = NULL WHERE id = ?').run(membershipId);
}
