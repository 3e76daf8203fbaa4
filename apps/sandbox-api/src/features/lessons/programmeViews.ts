import type { IconName, LessonProgrammes } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { ageBandText } from './enrolmentRules.ts';

/** Every programme with its levels in order, each with its age band and competencies. */
export function programmesView(db: Database): LessonProgrammes {
  const programmes = db
    .prepare(
      'SELECT id, slug, name, framework, activity, icon, description, delivery FROM lesson_programmes ORDER BY sort_order',
    )
    .all() as {
    id: number;
    slug: string;
    name: string;
    framework: string;
    activity: string;
    icon: IconName;
    description: string;
    delivery: 'continuous' | 'term';
  }[];
  const levels = db
    .prepare(
      'SELECT id, programme_id, position, name, description, min_age_months, max_age_months FROM lesson_levels ORDER BY position',
    )
    .all() as {
    id: number;
    programme_id: number;
    position: number;
    name: string;
    description: string;
    min_age_months: number;
    max_age_months: number | null;
  }[];
  const competencies = db
    .prepare('SELECT id, level_id, position, description FROM lesson_competencies ORDER BY position')
    .all() as { id: number; level_id: number; position: number; description: string }[];
  return {
    programmes: programmes.map((programme) => ({
      ...programme,
      levels: levels
        .filter((level) => level.programme_id === programme.id)
        .map((level) => ({
          id: level.id,
          position: level.position,
          name: level.name,
          description: level.description,
          ageBand: {
            minAgeMonths: level.min_age_months,
            maxAgeMonths: level.max_age_months,
            text: ageBandText(level.min_age_months, level.max_age_months),
          },
          competencies: competencies
            .filter((competency) => competency.level_id === level.id)
            .map(({ id, position, description }) => ({ id, position, description })),
        })),
    })),
  };
}
