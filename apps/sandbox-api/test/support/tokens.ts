import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/database.ts';
import { hashToken } from '../../src/http/authenticate.ts';

/** A live log-in token for a user, written straight into the database: tests need many people, not their log-ins. */
export function tokenFor(db: Database, userId: number): string {
  const token = randomBytes(24).toString('hex');
  db.prepare('INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    userId,
    '2020-01-01T00:00:00Z',
    '2999-01-01T00:00:00Z',
  );
  return token;
}
