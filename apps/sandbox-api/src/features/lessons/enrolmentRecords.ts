import type { Database } from '../../db/database.ts';

/** A lesson_enrolments row (docs/decisions/0590): a place in line, an offer, or a place in a class. */
export interface EnrolmentRow {
  id: number;
  learner_user_id: number;
  payer_user_id: number;
  venue_id: number;
  level_id: number;
  class_id: number | null;
  status: 'waiting' | 'offered' | 'active' | 'moving' | 'ended';
  priority: 'moving-up' | null;
  preferred_days: string;
  preferred_times: string;
  joined_at: string;
  offered_at: string | null;
  offer_expires_at: string | null;
  starts_on: string | null;
  ends_on: string | null;
  payment_method: 'direct_debit' | null;
  paid_from: string | null;
  monthly_price: number | null;
  first_collection_on: string | null;
  first_collection_amount: number | null;
  notice_given_at: string | null;
  ended_at: string | null;
  ended_reason: string | null;
  moved_from_enrolment_id: number | null;
}

export const findEnrolment = (db: Database, id: number): EnrolmentRow | undefined =>
  db.prepare('SELECT * FROM lesson_enrolments WHERE id = ?').get(id) as EnrolmentRow | undefined;

/** The learner's places, newest first within each state. */
export const enrolmentsOf = (db: Database, learnerId: number): EnrolmentRow[] =>
  db
    .prepare(
      `SELECT * FROM lesson_enrolments WHERE learner_user_id = ? ORDER BY
         CASE status WHEN 'offered' THEN 0 WHEN 'active' THEN 1 WHEN 'moving' THEN 2 WHEN 'waiting' THEN 3 ELSE 4 END,
         id DESC`,
    )
    .all(learnerId) as unknown as EnrolmentRow[];

/** The learner's live place in a programme (offered, active or moving), with its class; the newest first. */
export function livePlaceInProgramme(db: Database, learnerId: number, programmeId: number): EnrolmentRow | undefined {
  return db
    .prepare(
      `SELECT e.* FROM lesson_enrolments e JOIN lesson_levels l ON l.id = e.level_id
       WHERE e.learner_user_id = ? AND l.programme_id = ? AND e.status IN ('offered', 'active', 'moving')
         AND e.moved_from_enrolment_id IS NULL
       ORDER BY e.id DESC LIMIT 1`,
    )
    .get(learnerId, programmeId) as EnrolmentRow | undefined;
}

/** The waiting line for a venue and level. */
export const lineFor = (db: Database, venueId: number, levelId: number): EnrolmentRow[] =>
  db
    .prepare("SELECT * FROM lesson_enrolments WHERE venue_id = ? AND level_id = ? AND status = 'waiting' ORDER BY id")
    .all(venueId, levelId) as unknown as EnrolmentRow[];

/** Whether someone else in the learner's household has a place in a class at the venue (docs/decisions/0591). */
export function hasSiblingAt(db: Database, household: readonly number[], learnerId: number, venueId: number): boolean {
  const others = household.filter((id) => id !== learnerId);
  if (others.length === 0) return false;
  return !!db
    .prepare(
      `SELECT 1 FROM lesson_enrolments WHERE venue_id = ? AND status IN ('active', 'moving')
       AND learner_user_id IN (${others.map(() => '?').join(',')}) LIMIT 1`,
    )
    .get(venueId, ...others);
}
