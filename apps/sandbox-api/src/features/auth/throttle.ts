import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';

/** How many events a key may have within a window before it locks. */
export interface ThrottleRule {
  max: number;
  windowMs: number;
}

/**
 * Seconds until the last of `keys` unlocks, or 0 when none is locked: a key locks when it has `max` events in the
 * window, until the event that tipped it over (the max-th most recent) leaves the window.
 */
export function lockedForSeconds(db: Database, clock: Clock, keys: string[], rule: ThrottleRule): number {
  const now = clock.now().getTime();
  const since = new Date(now - rule.windowMs).toISOString();
  const recent = db.prepare(
    'SELECT occurred_at FROM throttle_events WHERE throttle_key = ? AND occurred_at > ? ORDER BY occurred_at DESC LIMIT ?',
  );
  let longest = 0;
  for (const key of keys) {
    const events = recent.all(key, since, rule.max) as { occurred_at: string }[];
    if (events.length < rule.max) continue;
    const tipping = Date.parse(events[rule.max - 1]!.occurred_at);
    longest = Math.max(longest, Math.ceil((tipping + rule.windowMs - now) / 1000));
  }
  return longest;
}

export function recordThrottleEvent(db: Database, clock: Clock, keys: string[]): void {
  const at = clock.now().toISOString();
  const insert = db.prepare('INSERT INTO throttle_events (throttle_key, occurred_at) VALUES (?, ?)');
  for (const key of keys) insert.run(key, at);
}

export function clearThrottleEvents(db: Database, keys: string[]): void {
  const remove = db.prepare('DELETE FROM throttle_events WHERE throttle_key = ?');
  for (const key of keys) remove.run(key);
}

/** Minutes for a message ("1 minute", "10 minutes"), never fewer than one. */
export const minutesText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
};
