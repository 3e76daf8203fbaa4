import type { JoinLessonWaitingListBody } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ukToday } from '../../clock.ts';
import { ApiError, invalidField } from '../../http/apiError.ts';
import { findVenueById } from '../site/index.ts';
import { listClasses } from './classRecords.ts';
import { ageBandProblem, enrolmentMessages } from './enrolmentRules.ts';
import { livePlaceInProgramme } from './enrolmentRecords.ts';
import { learnerFor } from './enrolment.ts';
import { offerFreedPlaces } from './offers.ts';
import { findLevel, hasPassedLevel, nextLevel, workingOn } from './progress.ts';
import { lineMessages } from './waitingListRules.ts';
import { venueAdmissionProblem } from './enrolmentQueue.ts';

/**
 * Puts a household member in line for a level at a venue (docs/decisions/0591). A learner with a place in the
 * programme may only join the next level's line, once they have passed their own, and then with the priority of a
 * learner moving up. Any class of the level with a place they fit is offered to them straight away.
 */
export function joinLine(db: Database, clock: Clock, actorId: number, body: JoinLessonWaitingListBody): number {
  const learner = learnerFor(db, actorId, body.learnerId);
  if (!findVenueById(db, body.venueId)) throw invalidField('venueId', 'Choose a venue from the list.');
  const level = findLevel(db, body.levelId);
  if (!level) throw invalidField('levelId', 'Choose a level from the list.');
  const classes = listClasses(db, { venueId: body.venueId, levelId: level.id });
  if (classes.length === 0) throw invalidField('levelId', `There are no ${level.name} classes at this venue.`);
  const band = classes[0]!;
  const today = ukToday(clock);
  const age = ageBandProblem(
    learner.first_name,
    learner.date_of_birth,
    { name: level.name, minAgeMonths: band.min_age_months, maxAgeMonths: band.max_age_months },
    today,
  );
  if (age) throw new ApiError(age.status, age.message, { [age.field]: [age.message] });
  const inLine = db
    .prepare(
      "SELECT 1 FROM lesson_enrolments WHERE learner_user_id = ? AND venue_id = ? AND level_id = ? AND status = 'waiting'",
    )
    .get(learner.id, body.venueId, level.id);
  if (inLine) throw new ApiError(409, lineMessages.alreadyInLine(learner.first_name, level.name));
  // While an enrolment day's queue runs, its waiting lists are joined in turn too (docs/decisions/0597).
  const notYet = venueAdmissionProblem(db, clock, actorId, body.venueId);
  if (notYet) throw new ApiError(409, notYet, { levelId: [notYet] });

  const live = livePlaceInProgramme(db, learner.id, level.programme_id);
  const movingUp =
    live !== undefined &&
    nextLevel(db, live.level_id)?.id === level.id &&
    hasPassedLevel(db, learner.id, live.level_id);
  if (live && !movingUp) throw new ApiError(409, lineMessages.alreadyPlaced(learner.first_name));
  const working = movingUp ? null : workingOn(db, learner.id, level.programme_id);
  if (working && working.position !== level.position)
    throw invalidField('levelId', enrolmentMessages.wrongLevel(learner.first_name, working.name));

  const id = Number(
    db
      .prepare(
        `INSERT INTO lesson_enrolments (learner_user_id, payer_user_id, venue_id, level_id, status, priority,
           preferred_days, preferred_times, joined_at, moved_from_enrolment_id)
         VALUES (?, ?, ?, ?, 'waiting', ?, ?, ?, ?, ?)`,
      )
      .run(
        learner.id,
        actorId,
        body.venueId,
        level.id,
        movingUp ? 'moving-up' : null,
        [...new Set(body.preferredDays)].sort().join(','),
        [...new Set(body.preferredTimes)].sort().join(','),
        clock.now().toISOString(),
        movingUp ? live!.id : null,
      ).lastInsertRowid,
  );
  for (const row of classes) offerFreedPlaces(db, clock, row.id);
  return id;
}
