import type { LevelProgress } from '@leisure/api-contract';
import { londonDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import { levelPassed } from './moveUpRules.ts';

interface LevelRow {
  id: number;
  position: number;
  name: string;
  programme_id: number;
  programme_name: string;
}

const levelsOf = (db: Database, programmeId: number): LevelRow[] =>
  db
    .prepare(
      `SELECT l.id, l.position, l.name, l.programme_id, p.name AS programme_name FROM lesson_levels l
       JOIN lesson_programmes p ON p.id = l.programme_id WHERE l.programme_id = ? ORDER BY l.position`,
    )
    .all(programmeId) as unknown as LevelRow[];

export const findLevel = (db: Database, levelId: number): LevelRow | undefined =>
  db
    .prepare(
      `SELECT l.id, l.position, l.name, l.programme_id, p.name AS programme_name FROM lesson_levels l
       JOIN lesson_programmes p ON p.id = l.programme_id WHERE l.id = ?`,
    )
    .get(levelId) as LevelRow | undefined;

/** The level after this one in its programme, if any. */
export const nextLevel = (db: Database, levelId: number): LevelRow | undefined => {
  const level = findLevel(db, levelId);
  return level ? levelsOf(db, level.programme_id).find((other) => other.position === level.position + 1) : undefined;
};

export const competencyIdsOf = (db: Database, levelId: number): number[] =>
  (
    db.prepare('SELECT id FROM lesson_competencies WHERE level_id = ? ORDER BY position').all(levelId) as {
      id: number;
    }[]
  ).map((row) => row.id);

const passesOf = (db: Database, learnerId: number): Map<number, string> =>
  new Map(
    (
      db
        .prepare('SELECT competency_id, passed_at FROM lesson_competency_passes WHERE learner_user_id = ?')
        .all(learnerId) as { competency_id: number; passed_at: string }[]
    ).map((row) => [row.competency_id, row.passed_at]),
  );

export const hasPassedLevel = (db: Database, learnerId: number, levelId: number): boolean =>
  levelPassed(competencyIdsOf(db, levelId), new Set(passesOf(db, learnerId).keys()));

/**
 * The level a learner with a record in the programme is working on: the one after their highest passed, or the
 * highest they have been taught in, whichever is higher. Null for a learner new to it (any level may be chosen; the
 * first lesson checks it) and for one who has passed the last level.
 */
export function workingOn(
  db: Database,
  learnerId: number,
  programmeId: number,
): { position: number; name: string } | null {
  const levels = levelsOf(db, programmeId);
  const passed = levels.filter((level) => hasPassedLevel(db, learnerId, level.id)).map((level) => level.position);
  const taught = (
    db
      .prepare(
        `SELECT MAX(l.position) AS top FROM lesson_enrolments e JOIN lesson_levels l ON l.id = e.level_id
         WHERE e.learner_user_id = ? AND l.programme_id = ? AND e.starts_on IS NOT NULL`,
      )
      .get(learnerId, programmeId) as { top: number | null }
  ).top;
  if (passed.length === 0 && taught === null) return null;
  const position = Math.max(passed.length ? Math.max(...passed) + 1 : 1, taught ?? 1);
  const level = levels.find((candidate) => candidate.position === position);
  return level ? { position: level.position, name: level.name } : null;
}

/** Each competency of a level, ticked or not, for a learner. */
export function levelProgress(db: Database, learnerId: number, levelId: number): LevelProgress {
  const level = findLevel(db, levelId)!;
  const passes = passesOf(db, learnerId);
  const competencies = (
    db
      .prepare('SELECT id, position, description FROM lesson_competencies WHERE level_id = ? ORDER BY position')
      .all(levelId) as { id: number; position: number; description: string }[]
  ).map((row) => ({
    id: row.id,
    position: row.position,
    description: row.description,
    passed: passes.has(row.id),
    passedOn: passes.has(row.id) ? londonDate(new Date(passes.get(row.id)!)) : null,
  }));
  const passedCount = competencies.filter((competency) => competency.passed).length;
  return {
    programme: { id: level.programme_id, name: level.programme_name },
    level: { id: level.id, position: level.position, name: level.name },
    competencies,
    passedCount,
    levelPassed: competencies.length > 0 && passedCount === competencies.length,
  };
}
