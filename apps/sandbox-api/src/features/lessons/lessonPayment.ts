import type { LessonPaymentBody, ValidationMessages } from '@leisure/api-contract';
import type { IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ukToday } from '../../clock.ts';
import { invalid } from '../../http/apiError.ts';
import { findInstruction } from '../directDebit/index.ts';
import { checkBankDetails } from '../joining/index.ts';
import { firstCollection, type Collection } from './lessonPaymentRules.ts';

export const paymentMessages = {
  billingDay: 'Choose the day of the month your Direct Debit is collected on, between the 1st and the 28th.',
} as const;

/**
 * The mandate a place is collected on (docs/decisions/0592-payment-for-lessons.md): the payer's Direct Debit where
 * there is one (its billing day; bank details sent are ignored), else a new one from the bank details, checked as
 * joining checks them. Throws 422 with field messages under `bankDetails.` and `billingDay`.
 */
export function mandateFor(
  db: Database,
  clock: Clock,
  payerId: number,
  body: LessonPaymentBody,
  needsBillingAddress: boolean,
): { billingDay: number } {
  const instruction = findInstruction(db, payerId);
  if (instruction) return { billingDay: instruction.billing_day };
  const { errors, details } = checkBankDetails(body.bankDetails ?? {}, needsBillingAddress);
  const messages: ValidationMessages = {};
  for (const [field, list] of Object.entries(errors)) messages[`bankDetails.${field}`] = list;
  if (body.billingDay === undefined) messages.billingDay = [paymentMessages.billingDay];
  if (!details || body.billingDay === undefined) throw invalid(messages);
  db.prepare(
    `INSERT INTO direct_debit_instructions (user_id, account_holder, sort_code, account_number, billing_day, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    payerId,
    details.accountHolder,
    details.sortCode,
    details.accountNumber,
    body.billingDay,
    clock.now().toISOString(),
  );
  db.prepare('UPDATE users SET has_dd_instruction = 1, billing_day = COALESCE(billing_day, ?) WHERE id = ?').run(
    body.billingDay,
    payerId,
  );
  return { billingDay: body.billingDay };
}

/** Records the Direct Debit on a place that starts on `startsOn`, with its first collection as quoted. */
export function startCollecting(
  db: Database,
  clock: Clock,
  enrolmentId: number,
  schedule: { monthlyPrice: number; billingDay: number; startsOn: IsoDate; endsOn: IsoDate | null },
): Collection {
  const first = firstCollection(schedule, ukToday(clock));
  db.prepare(
    `UPDATE lesson_enrolments SET payment_method = 'direct_debit', monthly_price = ?, paid_from = ?,
       first_collection_on = ?, first_collection_amount = ? WHERE id = ?`,
  ).run(schedule.monthlyPrice, schedule.startsOn, first.date, first.amount, enrolmentId);
  return first;
}

/** The billing day a place is collected on now (the mandate's day may have changed since). */
export const billingDayOf = (db: Database, payerId: number): number | null =>
  findInstruction(db, payerId)?.billing_day ?? null;
