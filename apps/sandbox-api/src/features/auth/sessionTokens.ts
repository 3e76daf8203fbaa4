import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { hashToken } from '../../http/authenticate.ts';

/** Tokens last a fixed 7 days from log-in (decision 0101); logging out or expiry ends them. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

/** A new opaque token for the user. Only its SHA-256 is stored, so a leaked database holds no usable token. */
export function issueToken(db: Database, clock: Clock, userId: number): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString();
  db.prepare('INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    userId,
    now.toISOString(),
    expiresAt,
  );
  return { token, expiresAt };
}

/** The expiry of a token the request already carries (the router has checked that it is live). */
export function tokenExpiry(db: Database, token: string): string {
  const row = db.prepare('SELECT expires_at FROM auth_tokens WHERE token_hash = ?').get(hashToken(token)) as
    { expires_at: string } | undefined;
  if (!row) throw new Error('tokenExpiry called for a token that is not stored');
  return row.expires_at;
}

export function revokeToken(db: Database, token: string): void {
  db.prepare('DELETE FROM auth_tokens WHERE token_hash = ?').run(hashToken(token));
}

/** After a password change every other session ends: whoever knew the old password is logged out. */
export function revokeAllTokens(db: Database, userId: number): void {
  db.prepare('DELETE FROM auth_tokens WHERE user_id = ?').run(userId);
}
