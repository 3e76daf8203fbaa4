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
import { dayChangePending, NO_INSTRUCTION, noticeGiven } from './directDebitMessages.ts';
import type { HeldMembershipRecord } from '../memberships/index.ts';

/**
 * The limits of docs/decisions/0463: no new day until the first collection on the last one has been taken (so a
 * change can move the day but never put off money already due), and none once notice has set the end date.
 */
function refuseWhileSettling(memberships: HeldMembershipRecord[], currentDay: number, today: IsoDate): void {
  const ending = memberships.find((membership) => membership.endDate !== null);
  if (ending) throw conflict(noticeGiven(prettyDate(ending.endDate!)));
  const pending = memberships
    .map((membership) => membership.billingDayFrom)
    .filter((first): first is string => !!first && first > today)
    .sort()[0];
  if (pending) throw invalidField('billingDay', dayChangePending(currentDay, prettyDate(pending)));
}

interface PlannedChange {
  row: InstructionRow;
  quote: BillingDayChangeQuote;
  replaced: IsoDate;
  proRataAmount: number;
}

function plan(db: Database, userId: number, billingDay: number, today: IsoDate): PlannedChange {
  const row = findInstruction(db, userId);
  if (!row) throw conflict(NO_INSTRUCTION);
  const memberships = collectedMemberships(db, userId, today);
  refuseWhileSettling(memberships, row.billing_day, today);
  if (billingDay === row.billing_day) {
    throw invalidField('billingDay', `Your payments are already collected on day ${billingDay}. Choose another day.`);
  }
  if (memberships.length === 0) {
    throw conflict('No membership is paid by your Direct Debit any more, so there is no billing day to change.');
  }
  const after = (date: IsoDate) => collectionAfter(memberships, date)!;
  const { goingAhead, replaced, first, proRataDays } = planBillingDayChange(today, billingDay, after);
  const monthly = memberships.reduce((sum, membership) => sum + membership.price, 0);
  // One change at a time (docs/decisions/0463), so no earlier change's part is still to collect: the days from the
  // replaced collection are this change's alone.
  const proRataAmount = memberships.reduce(
    (sum, membership) => sum + proRata(membership.price, proRataDays, replaced),
    0,
  );
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
        `UPDATE user_memberships SET billing_day = ?, old_day_collection_on = ?, billing_day_from = ?,
           replaced_collection_on = ? WHERE id = ?`,
      ).run(billingDay, goingAhead, quote.firstCollection.date, replaced, membership.id);
    }
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
