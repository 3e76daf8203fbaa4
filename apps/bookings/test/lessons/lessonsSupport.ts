// Classes of the sandbox's seeded lessons (apps/sandbox-api/src/features/lessons/seed/classCatalogue.ts), read
// from its database so the tests name what they see the way the pages do.
import type { Sandbox } from '@leisure/sandbox-api';

export interface SeededClass {
  id: number;
  levelId: number;
  level: string;
  weekday: number;
  startsAt: string;
  capacity: number;
}

export function seededClass(sandbox: Sandbox, venue: string, level: string, weekday: number): SeededClass {
  const row = sandbox.services.db
    .prepare(
      `SELECT c.id, c.level_id AS levelId, l.name AS level, c.weekday, c.starts_at AS startsAt, c.capacity
       FROM lesson_classes c JOIN lesson_levels l ON l.id = c.level_id JOIN venues v ON v.id = c.venue_id
       WHERE v.slug = ? AND l.name = ? AND c.weekday = ?`,
    )
    .get(venue, level, weekday) as SeededClass | undefined;
  if (!row) throw new Error(`No ${level} class on day ${weekday} at ${venue}`);
  return row;
}

/** Leaves a class no place from its next lesson on: its capacity becomes the places it holds now. */
export function fillClass(sandbox: Sandbox, classId: number): void {
  const db = sandbox.services.db;
  const { held } = db
    .prepare(
      `SELECT COUNT(*) AS held FROM lesson_enrolments WHERE class_id = ? AND status IN ('active', 'moving', 'offered')`,
    )
    .get(classId) as { held: number };
  db.prepare('UPDATE lesson_classes SET capacity = ? WHERE id = ?').run(Math.max(held, 1), classId);
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Stage 3, Sundays 09:30 to 10:00": a class's card heading and the enrol page's name for it. */
export function classTitle(seeded: SeededClass, minutes = 30): string {
  const [hours, mins] = seeded.startsAt.split(':').map(Number) as [number, number];
  const end = hours * 60 + mins + minutes;
  const endsAt = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return `${seeded.level}, ${weekdays[seeded.weekday - 1]}s ${seeded.startsAt} to ${endsAt}`;
}
