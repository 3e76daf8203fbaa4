import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';

/** Opayo's merchant session keys live 400 seconds; the sandbox keeps the same life. */
export const SESSION_KEY_SECONDS = 400;
/**
 * After this many failed tokenisations (or saved-card activations) the key is dead and the front end must prepare
 * again.
 */
export const MAX_FAILED_TOKENISATIONS = 3;

export interface CardSessionRow {
  session_key: string;
  user_id: number;
  source: string;
  created_at: string;
  expires_at: string;
  failed_tokenisations: number;
}

/** Issues a merchant session key for a checkout (the API's prepare calls this, as a merchant calls Opayo). */
export function issueSessionKey(db: Database, userId: number, source: string, now: Date): CardSessionRow {
  const key = `MSK-${randomBytes(18).toString('base64url')}`;
  const expires = new Date(now.getTime() + SESSION_KEY_SECONDS * 1000);
  db.prepare(
    'INSERT INTO card_sessions (session_key, user_id, source, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(key, userId, source, now.toISOString(), expires.toISOString());
  return findSession(db, key)!;
}

export function findSession(db: Database, key: string): CardSessionRow | undefined {
  return db.prepare('SELECT * FROM card_sessions WHERE session_key = ?').get(key) as CardSessionRow | undefined;
}

/** Why a key cannot be used now, or null when it can. */
export function sessionKeyProblem(session: CardSessionRow | undefined, now: Date): string | null {
  if (!session) return 'The payment session is not valid.';
  if (session.expires_at <= now.toISOString()) return 'The payment session has expired.';
  if (session.failed_tokenisations >= MAX_FAILED_TOKENISATIONS) {
    return 'The payment session has ended after too many attempts.';
  }
  return null;
}

/** A card refused for this key (bad card details, or a saved card's bad security code): the third one kills it. */
export function countFailedAttempt(db: Database, key: string): void {
  db.prepare('UPDATE card_sessions SET failed_tokenisations = failed_tokenisations + 1 WHERE session_key = ?').run(key);
}
