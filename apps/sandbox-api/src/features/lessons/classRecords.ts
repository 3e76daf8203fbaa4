import type { IconName } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';

/** A class with what every view of it needs: its level, programme, venue and teacher. */
export interface ClassRow {
  id: number;
  venue_id: number;
  venue_slug: string;
  venue_name: string;
  venue_postcode: string;
  level_id: number;
  level_position: number;
  level_name: string;
  level_description: string;
  min_age_months: number;
  max_age_months: number | null;
  programme_id: number;
  programme_slug: string;
  programme_name: string;
  activity: string;
  programme_icon: IconName;
  delivery: 'continuous' | 'term';
  area: string;
  weekday: number;
  starts_at: string;
  duration_minutes: number;
  teacher_id: number | null;
  teacher_first_name: string | null;
  teacher_last_name: string | null;
  teacher_user_id: number | null;
  capacity: number;
  monthly_price: number;
  lesson_price: number;
}

const classSelect = `SELECT c.id, c.venue_id, v.slug AS venue_slug, v.name AS venue_name, v.postcode AS venue_postcode,
    c.level_id, l.position AS level_position, l.name AS level_name, l.description AS level_description,
    l.min_age_months, l.max_age_months, p.id AS programme_id, p.slug AS programme_slug, p.name AS programme_name,
    p.activity, p.icon AS programme_icon, p.delivery, c.area, c.weekday, c.starts_at, c.duration_minutes, c.teacher_id,
    t.first_name AS teacher_first_name, t.last_name AS teacher_last_name, t.user_id AS teacher_user_id, c.capacity,
    c.monthly_price, c.lesson_price
  FROM lesson_classes c JOIN lesson_levels l ON l.id = c.level_id JOIN lesson_programmes p ON p.id = l.programme_id
  JOIN venues v ON v.id = c.venue_id LEFT JOIN lesson_teachers t ON t.id = c.teacher_id`;
const classOrder = 'ORDER BY v.name, p.sort_order, l.position, c.weekday, c.starts_at, c.id';

export const findClass = (db: Database, id: number): ClassRow | undefined =>
  db.prepare(`${classSelect} WHERE c.id = ?`).get(id) as ClassRow | undefined;

export interface ClassFilters {
  venueSlug?: string;
  programmeSlug?: string;
  levelId?: number;
  weekday?: number;
  from?: string;
  to?: string;
  venueId?: number;
  teacherUserId?: number;
}

export function listClasses(db: Database, filters: ClassFilters = {}): ClassRow[] {
  const where: string[] = [];
  const values: (string | number)[] = [];
  const add = (clause: string, value: string | number | undefined) => {
    if (value === undefined) return;
    where.push(clause);
    values.push(value);
  };
  add('v.slug = ?', filters.venueSlug);
  add('p.slug = ?', filters.programmeSlug);
  add('c.level_id = ?', filters.levelId);
  add('c.weekday = ?', filters.weekday);
  add('c.starts_at >= ?', filters.from);
  add('c.starts_at <= ?', filters.to);
  add('c.venue_id = ?', filters.venueId);
  add('t.user_id = ?', filters.teacherUserId);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  return db.prepare(`${classSelect} ${clause} ${classOrder}`).all(...values) as unknown as ClassRow[];
}

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const weekdayName = (weekday: number): string => weekdayNames[weekday - 1]!;

/** "16:30" + 30 minutes → "17:00". */
export function endTime(startsAt: string, minutes: number): string {
  const [h, m] = startsAt.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** "Stage 3 · Mondays 16:30". */
export const className = (row: Pick<ClassRow, 'level_name' | 'weekday' | 'starts_at'>): string =>
  `${row.level_name} · ${weekdayName(row.weekday)}s ${row.starts_at}`;
