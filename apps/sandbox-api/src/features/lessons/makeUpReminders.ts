import { addDays, prettyDate, type IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ukToday } from '../../clock.ts';
import { findUserById, queueEmail } from '../auth/index.ts';
import { EXPIRY_REMINDER_DAYS, expiryReminderDue } from './makeUpRules.ts';

type CreditRow = {
  id: number;
  learner_user_id: number;
  level_name: string;
  class_id: number;
  lesson_date: string;
  expires_on: string;
  used_at: string | null;
  expiry_reminded_at: string | null;
};

/**
 * A make-up credit about to expire (docs/decisions/0593): emailed once to whoever pays for the learner's place in the
 * class they missed (the learner when nobody else does), linking to booking a make-up. Run as lessons requests
 * settle what the clock has passed, inside the request's transaction, so a reminder is queued once.
 */
export function remindExpiringCredits(db: Database, clock: Clock): void {
  const today = ukToday(clock);
  const rows = db
    .prepare(
      `SELECT c.id, c.learner_user_id, l.name AS level_name, a.class_id, a.lesson_date, c.expires_on, c.used_at,
              c.expiry_reminded_at
       FROM lesson_makeup_credits c
       JOIN lesson_levels l ON l.id = c.level_id
       JOIN lesson_attendance a ON a.id = c.attendance_id
       WHERE c.used_at IS NULL AND c.expiry_reminded_at IS NULL AND c.expires_on BETWEEN ? AND ?`,
    )
    .all(today, addDays(today, EXPIRY_REMINDER_DAYS)) as CreditRow[];
  const mark = db.prepare('UPDATE lesson_makeup_credits SET expiry_reminded_at = ? WHERE id = ?');
  for (const row of rows) {
    const due = expiryReminderDue(
      { expiresOn: row.expires_on as IsoDate, usedAt: row.used_at, remindedAt: row.expiry_reminded_at },
      today,
    );
    if (!due) continue;
    mark.run(clock.now().toISOString(), row.id);
    emailReminder(db, clock, row);
  }
}

function emailReminder(db: Database, clock: Clock, row: CreditRow): void {
  const learner = findUserById(db, row.learner_user_id);
  const payerId =
    (
      db
        .prepare(
          `SELECT payer_user_id FROM lesson_enrolments WHERE learner_user_id = ? AND class_id = ?
           ORDER BY id DESC LIMIT 1`,
        )
        .get(row.learner_user_id, row.class_id) as { payer_user_id: number } | undefined
    )?.payer_user_id ?? row.learner_user_id;
  const payer = findUserById(db, payerId);
  if (!learner || !payer) return;
  const link = `/lessons/credits/${row.id}/make-up`;
  queueEmail(db, clock, {
    userId: payer.id,
    kind: 'lesson_make_up_expiring',
    to: payer.email,
    subject: `${learner.first_name}’s make-up lesson: book it by ${prettyDate(row.expires_on as IsoDate)}`,
    bodyText: [
      `Hello ${payer.first_name},`,
      '',
      `${learner.first_name} missed the ${row.level_name} lesson on ${prettyDate(row.lesson_date as IsoDate)} and has a ` +
        `make-up credit for it, which can be used until ${prettyDate(row.expires_on as IsoDate)}. Book a make-up in another ` +
        `${row.level_name} class before then, or the credit lapses.`,
      '',
      `Book a make-up: ${link}`,
    ].join('\n'),
    link,
  });
}
