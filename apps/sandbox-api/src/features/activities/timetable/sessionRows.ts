import type { Database, SqlValue } from '../../../db/database.ts';
import { notFound } from '../../../http/apiError.ts';
import type { ActivityColumns } from '../activityColumns.ts';

export const NO_SESSION_MESSAGE = 'No such session.';

/** A session with its activity, category and venue, and the places taken by bookings and live basket holds. */
export interface SessionRow extends ActivityColumns {
  id: number;
  activity_id: number;
  local_date: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  offline_bookings: number;
  location: string;
  instructor: string | null;
  status: 'scheduled' | 'cancelled';
  cancellation_reason: string | null;
  booked_count: number;
  held_count: number;
}

const sessionSelect = `
  SELECT s.id, s.activity_id, s.venue_id, s.local_date, s.starts_at, s.ends_at, s.capacity, s.offline_bookings,
    s.location, s.instructor, s.status, s.cancellation_reason,
    a.name, a.description, a.level, a.min_age, a.max_age, a.duration_minutes, a.is_virtual, a.waiver_id, a.icon,
    c.id AS category_id, c.slug AS category_slug, c.name AS category_name, v.slug AS venue_slug, v.name AS venue_name,
    (SELECT COUNT(*) FROM bookings b WHERE b.session_id = s.id AND b.status = 'booked') AS booked_count,
    (SELECT COUNT(*) FROM cart_items ci WHERE ci.session_id = s.id AND ci.held_until > ?) AS held_count
  FROM activity_sessions s
  JOIN activities a ON a.id = s.activity_id
  JOIN activity_categories c ON c.id = a.category_id
  JOIN venues v ON v.id = s.venue_id`;

export function findSessionRow(db: Database, sessionId: number, nowIso: string): SessionRow | undefined {
  return db.prepare(`${sessionSelect} WHERE s.id = ?`).get(nowIso, sessionId) as SessionRow | undefined;
}

/** The session, or 404 when there is no such session. */
export function sessionOrNotFound(db: Database, sessionId: number, nowIso: string): SessionRow {
  const session = findSessionRow(db, sessionId, nowIso);
  if (!session) throw notFound(NO_SESSION_MESSAGE);
  return session;
}

export function sessionRowsByIds(db: Database, sessionIds: number[], nowIso: string): Map<number, SessionRow> {
  if (sessionIds.length === 0) return new Map();
  const unique = [...new Set(sessionIds)];
  const rows = db
    .prepare(`${sessionSelect} WHERE s.id IN (${unique.map(() => '?').join(',')})`)
    .all(nowIso, ...unique) as unknown as SessionRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

export interface SessionFilter {
  venueId: number;
  date: string;
  categoryId?: number | undefined;
  activityId?: number | undefined;
}

/** A venue's sessions on one date, in start order. */
export function listSessionRows(db: Database, filter: SessionFilter, nowIso: string): SessionRow[] {
  const conditions = ['s.venue_id = ?', 's.local_date = ?'];
  const params: SqlValue[] = [nowIso, filter.venueId, filter.date];
  if (filter.categoryId !== undefined) {
    conditions.push('a.category_id = ?');
    params.push(filter.categoryId);
  }
  if (filter.activityId !== undefined) {
    conditions.push('s.activity_id = ?');
    params.push(filter.activityId);
  }
  return db
    .prepare(`${sessionSelect} WHERE ${conditions.join(' AND ')} ORDER BY s.starts_at, a.name, s.id`)
    .all(...params) as unknown as SessionRow[];
}
