import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import type { UserRow } from './userRecords.ts';

/** Failed log-ins allowed per throttle key within the window before it locks (decision 0102). */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * What failures count against: each account the username points at, so that attempts by email and by
 * customer ID add up; an unknown username is throttled under its normalised self, exactly like an account,
 * so that locking does not reveal which usernames exist.
 */
export function throttleKeys(username: string, accounts: UserRow[]): string[] {
  if (accounts.length > 0) return accounts.map((account) => `user:${account.id}`);
  return [`name:${username.trim().toLowerCase()}`];
}

/** Seconds until the earliest key unlocks, or 0 when none is locked. */
export function lockedForSeconds(db: Database, clock: Clock, keys: string[]): number {
  const now = clock.now().getTime();
  const since = new Date(now - LOGIN_FAILURE_WINDOW_MS).toISOString();
  let longest = 0;
  for (const key of keys) {
    const failures = db
      .prepare('SELECT failed_at FROM login_failures WHERE throttle_key = ? AND failed_at > ? ORDER BY failed_at DESC')
      .all(key, since) as { failed_at: string }[];
    if (failures.length < MAX_LOGIN_FAILURES) continue;
    // Locked until the failure that tipped it over (the MAX-th most recent) leaves the window.
    const tipping = Date.parse(failures[MAX_LOGIN_FAILURES - 1]!.failed_at);
    longest = Math.max(longest, Math.ceil((tipping + LOGIN_FAILURE_WINDOW_MS - now) / 1000));
  }
  return longest;
}

export function recordLoginFailure(db: Database, clock: Clock, keys: string[]): void {
  const at = clock.now().toISOString();
  const insert = db.prepare('INSERT INTO login_failures (throttle_key, failed_at) VALUES (?, ?)');
  for (const key of keys) insert.run(key, at);
}

/** A successful log-in forgives earlier failures on that account. */
export function clearLoginFailures(db: Database, keys: string[]): void {
  const remove = db.prepare('DELETE FROM login_failures WHERE throttle_key = ?');
  for (const key of keys) remove.run(key);
}
