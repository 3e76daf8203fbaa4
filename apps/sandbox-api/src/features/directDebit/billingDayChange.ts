import type { BillingDayChangeQuote, DirectDebitChangeResult } from '@leisure/api-contract';
import { transaction, type Database } from '../../db/database.ts';
import { ukToday, type Clock } from '../../clock.ts';
import { conflict, invalidField } from '../../http/apiError.ts';
import { toMoney, formatPence } from '../../kernel/money.ts';
import { prettyDate } from '../../kernel/dateLabels.ts';
import type { IsoDate } from '@leisure/dates';
import { findUserById, queueEmail } from '../auth/index.ts';
import { planBillingDayChange, proRata } from './collectionSchedule.ts';
import {
  amountOn,
  collection,
  collectedMemberships,
  collectionAfter,
  findInstruction,
  toInstructionView,
  type InstructionRow,
} from './directDebitRecords.ts';
import { NO_INSTRUCTION } from './directDebitMessages.ts';

interface PlannedChange {
  row: InstructionRow;
  quote: BillingDayChangeQuote;
  replaced: IsoDate;
  proRataAmount: number;
}

function plan(db: Database, userId: number, billingDay: number, today: IsoDate): PlannedChange {
  const row = findInstruction(db, userId);
  if (!row) throw conflict(NO_INSTRUCTION);
  if (billingDay === row.billing_day) {
    throw invalidField('billingDay', `Your payments are already collected on day ${billingDay}. Choose another day.`);
  }
  const memberships = collectedMemberships(db, userId, today);
  if (memberships.length === 0) {
    throw conflict('No membership is paid by your Direct Debit any more, so there is no billing day to change.');
  }
  const after = (date: IsoDate) => collectionAfter(memberships, date)!;
  const { goingAhead, replaced, first, proRataDays } = planBillingDayChange(today, billingDay, after);
  const monthly = memberships.reduce((sum, membership) => sum + membership.price, 0);
  // A pro-rata part an earlier change put on a collection this one replaces covers days still unpaid: it moves
  // to the first collection on the new day (docs/decisions/0460).
  const carried = db
    .prepare(
      'SELECT COALESCE(SUM(amount), 0) AS total FROM direct_debit_extra_amounts WHERE user_id = ? AND collection_date >= ?',
    )
    .get(userId, replaced) as { total: number };
  const proRataAmount =
    carried.total + memberships.reduce((sum, membership) => sum + proRata(membership.price, proRataDays, replaced), 0);
  return {
    row,
    replaced,
    proRataAmount,
    quote: {
      currentBillingDay: row.billing_day,
      billingDay,
      collectionGoingAhead:
        goingAhead === null ? null : collection(goingAhead, amountOn(db, userId, memberships, goingAhead)),
      firstCollection: collection(first, monthly + proRataAmount),
      proRataDays,
      proRataAmount: toMoney(proRataAmount),
      monthlyAmount: toMoney(monthly),
    },
  };
}

/** The effect of a new billing day, changing nothing (docs/decisions/0460). */
export function quoteBillingDayChange(db: Database, clock: Clock, userId: number, billingDay: number) {
  return plan(db, userId, billingDay, ukToday(clock)).quote;
}

/**
 * Moves the Direct Debit to a new day: the instruction, the user's billing day and every membership it collects
 * follow; an email gives the member the advance notice of the first collection on the new day.
 */
export function changeBillingDay(
  db: Database,
  clock: Clock,
  userId: number,
  billingDay: number,
): DirectDebitChangeResult {
  const today = ukToday(clock);
  const now = clock.now().toISOString();
  return transaction(db, () => {
    const { row, quote, replaced, proRataAmount } = plan(db, userId, billingDay, today);
    const goingAhead = quote.collectionGoingAhead?.date ?? null;
    db.prepare('UPDATE direct_debit_instructions SET billing_day = ?, updated_at = ? WHERE id = ?').run(
      billingDay,
      now,
      row.id,
    );
    db.prepare('UPDATE users SET billing_day = ? WHERE id = ?').run(billingDay, userId);
    for (const membership of collectedMemberships(db, userId, today)) {
      db.prepare(
        'UPDATE user_memberships SET billing_day = ?, old_day_collection_on = ?, billing_day_from = ? WHERE id = ?',
      ).run(billingDay, goingAhead, quote.firstCollection.date, membership.id);
    }
    // Collections from the replaced one on are the new day's: an earlier change's pro-rata part moved into this one.
    db.prepare('DELETE FROM direct_debit_extra_amounts WHERE user_id = ? AND collection_date >= ?').run(
      userId,
      replaced,
    );
    if (proRataAmount > 0) {
      db.prepare(
        'INSERT INTO direct_debit_extra_amounts (user_id, collection_date, amount, created_at) VALUES (?, ?, ?, ?)',
      ).run(userId, quote.firstCollection.date, proRataAmount, now);
    }
    emailDayChange(db, clock, userId, quote);
    const updated = findInstruction(db, userId)!;
    return { instruction: toInstructionView(db, updated, today), firstCollection: quote.firstCollection };
  });
}

function emailDayChange(db: Database, clock: Clock, userId: number, quote: BillingDayChangeQuote): void {
  const user = findUserById(db, userId)!;
  const lines = [
    `Hello ${user.first_name},`,
    '',
    `Your Direct Debit billing day has changed from day ${quote.currentBillingDay} to day ${quote.billingDay} of the month.`,
  ];
  if (quote.collectionGoingAhead) {
    lines.push(
      `Your collection of ${quote.collectionGoingAhead.amount.formatted} on ${prettyDate(quote.collectionGoingAhead.date)} goes ahead as notified.`,
    );
  }
  lines.push(
    `The first collection on the new day is ${quote.firstCollection.amount.formatted} on ${prettyDate(quote.firstCollection.date)}` +
      (quote.proRataAmount.amount > 0
        ? `, including ${formatPence(quote.proRataAmount.amount)} for the days before it not yet paid for.`
        : '.'),
    `After that, ${quote.monthlyAmount.formatted} is collected on day ${quote.billingDay} of each month.`,
    '',
    'Your payments are protected by the Direct Debit Guarantee.',
  );
  queueEmail(db, clock, {
    userId,
    kind: 'direct_debit_billing_day_changed',
    to: user.email,
    subject: 'Your Direct Debit billing day has changed',
    bodyText: lines.join('\n'),
    link: null,
  });
}
