import { prettyDate, type IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { formatPence } from '../../kernel/money.ts';
import { findUserById, queueEmail } from '../auth/index.ts';
import { className, findClass } from './classRecords.ts';
import { blockForTopUp, paidLessonsLeft, type LessonBlockRow } from './blockPlans.ts';
import { dueNoticeDue } from './cardBlockRules.ts';
import { findEnrolment } from './enrolmentRecords.ts';

/** Where the email sends the payer: my account's lessons, where the place's top-up is (docs/decisions/0599). */
export const topUpLink = '/lessons';

/**
 * "Payment due for a block" (docs/decisions/0599): when a continuous class's place paid by blocks has two paid
 * lessons or fewer to come, its payer is emailed once, with the next ten lessons' price and a link to top up. A
 * place that is ending (notice given) or a term course (which ends with its term) gets none. Run as lessons requests
 * settle what the clock has passed, in the request's transaction, so the email is queued once.
 */
export function remindBlocksDue(db: Database, clock: Clock): void {
  const latest = db
    .prepare(
      `SELECT b.* FROM lesson_blocks b JOIN lesson_enrolments e ON e.id = b.enrolment_id
       WHERE e.status = 'active' AND b.due_notice_sent_at IS NULL
         AND b.last_lesson_on = (SELECT MAX(last_lesson_on) FROM lesson_blocks WHERE enrolment_id = b.enrolment_id)`,
    )
    .all() as LessonBlockRow[];
  const mark = db.prepare('UPDATE lesson_blocks SET due_notice_sent_at = ? WHERE id = ?');
  for (const block of latest) {
    const place = findEnrolment(db, block.enrolment_id)!;
    const row = place.class_id ? findClass(db, place.class_id) : undefined;
    if (!row) continue;
    const lessonsLeft = paidLessonsLeft(db, clock, row, place, block.last_lesson_on);
    const due = dueNoticeDue({
      lessonsLeft,
      sentAt: block.due_notice_sent_at,
      carriesOn: row.delivery === 'continuous' && place.notice_given_at === null,
      hasLaterBlock: false,
    });
    if (!due) continue;
    mark.run(clock.now().toISOString(), block.id);
    const learner = findUserById(db, place.learner_user_id);
    const payer = findUserById(db, place.payer_user_id);
    const next = blockForTopUp(db, clock, row, place);
    if (!learner || !payer) continue;
    const lastPaid = place.ends_on ?? block.last_lesson_on;
    queueEmail(db, clock, {
      userId: payer.id,
      kind: 'lesson_block_payment_due',
      to: payer.email,
      subject: `${learner.first_name}’s lessons: pay for the next ten to keep the place`,
      bodyText: [
        `Hello ${payer.first_name},`,
        '',
        `${learner.first_name}’s lessons in ${row.programme_name}: ${className(row)} at ${row.venue_name} are paid up to ` +
          `${prettyDate(lastPaid as IsoDate)}, with ${lessonsLeft} ${lessonsLeft === 1 ? 'lesson' : 'lessons'} left.`,
        next
          ? `The next ten lessons, ${prettyDate(next.firstLessonOn)} to ${prettyDate(next.lastLessonOn)}, cost ` +
            `${formatPence(next.price)}. Pay for them by ${prettyDate(lastPaid as IsoDate)} to keep the place; after ` +
            'that it may go to someone on the waiting list.'
          : 'The next lessons are not scheduled yet: we will tell you when they can be paid for.',
        '',
        `Top up: ${topUpLink}`,
      ].join('\n'),
      link: topUpLink,
    });
  }
}
