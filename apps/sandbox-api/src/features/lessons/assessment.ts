import type { TickCompetenciesBody, TickCompetenciesResult } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import type { AuthUser } from '../../http/context.ts';
import { ApiError, forbidden, notFound } from '../../http/apiError.ts';
import { findUserById } from '../auth/index.ts';
import { findClass } from './classRecords.ts';
import type { EnrolmentRow } from './enrolmentRecords.ts';
import { offerMoveUp } from './moveUp.ts';
import { placeView } from './placeViews.ts';
import { competencyIdsOf, hasPassedLevel, levelProgress } from './progress.ts';
import { lessonStaff, mayRunClass, staffMessages } from './staffAccess.ts';

export const assessmentMessages = {
  otherLevel: (level: string) => `Choose competencies of ${level}, the level this learner is working on.`,
  passed: (level: string) => `${level} is passed: its competencies can no longer be unticked.`,
} as const;

/**
 * A teacher ticks (or unticks) competencies of a learner in one of their classes (docs/decisions/0590). Ticking the
 * last one passes the level: the learner is offered a class of the next level (moveUp.ts).
 */
export function tickCompetencies(
  db: Database,
  clock: Clock,
  user: AuthUser,
  learnerId: number,
  body: TickCompetenciesBody,
): TickCompetenciesResult {
  const staff = lessonStaff(db, user);
  const learner = findUserById(db, learnerId);
  if (!learner || learner.role !== 'customer') throw notFound();
  const places = (
    db
      .prepare(
        "SELECT * FROM lesson_enrolments WHERE learner_user_id = ? AND status = 'active' AND class_id IS NOT NULL",
      )
      .all(learnerId) as unknown as EnrolmentRow[]
  ).filter((place) => mayRunClass(staff, findClass(db, place.class_id!)!));
  if (places.length === 0) throw forbidden(staffMessages.notYourClass);
  const place = places.find((candidate) => {
    const ids = new Set(competencyIdsOf(db, candidate.level_id));
    return body.competencyIds.every((id) => ids.has(id));
  });
  const levelName = findClass(db, places[0]!.class_id!)!.level_name;
  if (!place) {
    const message = assessmentMessages.otherLevel(levelName);
    throw new ApiError(422, message, { competencyIds: [message] });
  }
  const wasPassed = hasPassedLevel(db, learnerId, place.level_id);
  if (!body.passed) {
    if (wasPassed) {
      const message = assessmentMessages.passed(findClass(db, place.class_id!)!.level_name);
      throw new ApiError(422, message, { competencyIds: [message] });
    }
    const remove = db.prepare('DELETE FROM lesson_competency_passes WHERE learner_user_id = ? AND competency_id = ?');
    for (const id of body.competencyIds) remove.run(learnerId, id);
  } else {
    const add = db.prepare(
      `INSERT INTO lesson_competency_passes (learner_user_id, competency_id, passed_at, ticked_by_user_id)
       VALUES (?, ?, ?, ?) ON CONFLICT (learner_user_id, competency_id) DO NOTHING`,
    );
    for (const id of body.competencyIds) add.run(learnerId, id, clock.now().toISOString(), user.id);
  }
  const passedNow = !wasPassed && hasPassedLevel(db, learnerId, place.level_id);
  const moveUp = passedNow ? offerMoveUp(db, clock, place) : null;
  return {
    learner: { id: learner.id, firstName: learner.first_name, lastName: learner.last_name },
    progress: levelProgress(db, learnerId, place.level_id),
    moveUp: moveUp ? placeView(db, clock, moveUp) : null,
  };
}
