import type { Database } from '../../db/database.ts';
import { householdIds as householdIdsOf } from '../households/index.ts';

export interface WaitingListRow {
  id: number;
  session_id: number;
  attendee_user_id: number;
  customer_user_id: number;
  joined_by_user_id: number;
  pricing_option_id: number;
  mode: 'auto' | 'offer';
  cut_off: string;
  status: 'waiting' | 'offered' | 'placed' | 'expired';
  joined_at: string;
  offer_cart_item_id: number | null;
  offer_held_until: string | null;
  booking_id: number | null;
  ended_reason: string | null;
  updated_at: string;
}

/** The attendee's live entry (waiting or offered) on a session. */
export function findLiveEntry(db: Database, sessionId: number, attendeeId: number): WaitingListRow | undefined {
  return db
    .prepare(
      "SELECT * FROM waiting_list_entries WHERE session_id = ? AND attendee_user_id = ? AND status IN ('waiting', 'offered')",
    )
    .get(sessionId, attendeeId) as WaitingListRow | undefined;
}

export function findEntry(db: Database, entryId: number): WaitingListRow | undefined {
  return db.prepare('SELECT * FROM waiting_list_entries WHERE id = ?').get(entryId) as WaitingListRow | undefined;
}

/** Entries of a session in a status, first in line first. */
export function entriesOf(db: Database, sessionId: number, status: WaitingListRow['status']): WaitingListRow[] {
  return db
    .prepare('SELECT * FROM waiting_list_entries WHERE session_id = ? AND status = ? ORDER BY joined_at, id')
    .all(sessionId, status) as unknown as WaitingListRow[];
}

/** 1 for the first in line, among the session's waiting entries. */
export function positionOf(db: Database, entry: WaitingListRow): number | null {
  if (entry.status !== 'waiting') return null;
  const ahead = db
    .prepare(
      `SELECT COUNT(*) AS n FROM waiting_list_entries WHERE session_id = ? AND status = 'waiting'
         AND (joined_at < ? OR (joined_at = ? AND id < ?))`,
    )
    .get(entry.session_id, entry.joined_at, entry.joined_at, entry.id) as { n: number };
  return ahead.n + 1;
}

export function peopleWaiting(db: Database, sessionId: number): number {
  return (
    db
      .prepare("SELECT COUNT(*) AS n FROM waiting_list_entries WHERE session_id = ? AND status = 'waiting'")
      .get(sessionId) as { n: number }
  ).n;
}

/** Ends an entry with the reason the customer sees. */
export function expireEntry(db: Database, entryId: number, reason: string, nowIso: string): void {
  db.prepare("UPDATE waiting_list_entries SET status = 'expired', ended_reason = ?, updated_at = ? WHERE id = ?").run(
    reason,
    nowIso,
    entryId,
  );
}

/** The ids of the person's household, the person included (docs/decisions/0313-households.md). */
export const householdIds = (db: Database, userId: number): number[] => householdIdsOf(db, userId);
