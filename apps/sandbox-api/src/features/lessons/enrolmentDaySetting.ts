import type { SetEnrolmentDayBody } from '@leisure/api-contract';
import { londonDate, prettyDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import type { AuthUser } from '../../http/context.ts';
import { conflict, forbidden, invalidField, notFound } from '../../http/apiError.ts';
import { findEnrolmentDay, type EnrolmentDayRow } from './enrolmentQueue.ts';
import { enrolmentWindow } from './enrolmentQueueRules.ts';

/** Seeded and new enrolment days let this many in per minute unless the venue says otherwise. */
export const DEFAULT_ADMISSIONS_PER_MINUTE = 100;

/**
 * A duty manager sets their venue's opening for a term and its rate (docs/decisions/0597-enrolment-queue.md), until
 * the queue opens: after that, parents in it were told the time and the opening can no longer move.
 */
export function setEnrolmentDay(
  db: Database,
  clock: Clock,
  user: AuthUser,
  termId: number,
  body: SetEnrolmentDayBody,
): EnrolmentDayRow {
  const staff = db.prepare('SELECT is_manager, home_venue_id FROM users WHERE id = ?').get(user.id) as
    { is_manager: number; home_venue_id: number | null } | undefined;
  const venueId = staff?.is_manager === 1 ? staff.home_venue_id : null;
  if (venueId === null) throw forbidden('Only a duty manager can set the enrolment day.');
  const term = db.prepare('SELECT id, name, starts_on FROM lesson_terms WHERE id = ?').get(termId) as
    { id: number; name: string; starts_on: string } | undefined;
  if (!term) throw notFound('That term is not in the calendar.');
  const now = clock.now();
  const existing = findEnrolmentDay(db, termId, venueId);
  if (existing && now >= enrolmentWindow(new Date(existing.opens_at)).queueOpensAt)
    throw conflict(`The queue for ${term.name} is open: its opening can no longer move.`);
  const opensAt = new Date(body.opensAt);
  if (opensAt <= now) throw invalidField('opensAt', 'Choose an opening still to come.');
  if (londonDate(opensAt) > term.starts_on)
    throw invalidField('opensAt', `Open enrolment on or before the term starts (${prettyDate(term.starts_on)}).`);
  db.prepare(
    `INSERT INTO lesson_enrolment_days (term_id, venue_id, opens_at, admissions_per_minute) VALUES (?, ?, ?, ?)
     ON CONFLICT (term_id, venue_id) DO UPDATE SET opens_at = excluded.opens_at,
       admissions_per_minute = excluded.admissions_per_minute`,
  ).run(termId, venueId, opensAt.toISOString(), body.admissionsPerMinute);
  return findEnrolmentDay(db, termId, venueId)!;
}
