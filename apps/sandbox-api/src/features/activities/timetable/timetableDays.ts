import type { Database } from '../../../db/database.ts';
import { addDays } from '@leisure/dates';

export interface TimetableDay {
  date: string;
  sessionCount: number;
  bookableCount: number;
}

/**
 * Each date from `from` for `days` days, with its number of sessions and of sessions that can be booked now: not
 * started, not full and starting no later than `latestOpenStart` (their booking window is open).
 */
export function timetableDays(
  db: Database,
  filter: { venueId: number; categoryId?: number | undefined; activityId?: number | undefined },
  from: string,
  days: number,
  nowIso: string,
  latestOpenStart: string,
): TimetableDay[] {
  const through = addDays(from, days - 1);
  const rows = db
    .prepare(
      `SELECT s.local_date AS date, COUNT(*) AS session_count,
         SUM(CASE WHEN s.status = 'scheduled' AND s.starts_at > ? AND s.starts_at <= ?
           AND s.capacity - s.offline_bookings
             - (SELECT COUNT(*) FROM bookings b WHERE b.session_id = s.id AND b.status = 'booked')
             - (SELECT COUNT(*) FROM cart_items ci WHERE ci.session_id = s.id AND ci.held_until > ?) > 0
           THEN 1 ELSE 0 END) AS bookable_count
       FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
       WHERE s.venue_id = ? AND s.local_date BETWEEN ? AND ?
         AND (? IS NULL OR a.category_id = ?) AND (? IS NULL OR s.activity_id = ?)
       GROUP BY s.local_date`,
    )
    .all(
      nowIso,
      latestOpenStart,
      nowIso,
      filter.venueId,
      from,
      through,
      filter.categoryId ?? null,
      filter.categoryId ?? null,
      filter.activityId ?? null,
      filter.activityId ?? null,
    ) as { date: string; session_count: number; bookable_count: number }[];
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    const row = byDate.get(date);
    return { date, sessionCount: row?.session_count ?? 0, bookableCount: row?.bookable_count ?? 0 };
  });
}
