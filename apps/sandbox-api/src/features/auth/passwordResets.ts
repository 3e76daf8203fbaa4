import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { hashToken } from '../../http/authenticate.ts';
import { OPERATOR_NAME } from '../site/index.ts';
import { queueEmail } from './emailOutbox.ts';
import type { UserRow } from './userRecords.ts';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** Reset emails per account per hour; more requests still get the neutral answer but send nothing. */
export const MAX_RESET_EMAILS_PER_HOUR = 3;

/**
 * Front ends that may receive reset links: the local sub-domains. Taking any Origin header at its word would
 * let a stranger have a real reset token mailed inside a link to their own site.
 */
const TRUSTED_FRONT_END = /^https?:\/\/(?:(?:[a-z0-9-]+\.)*leisure\.localhost|localhost|127\.0\.0\.1)(?::\d{1,5})?$/;

export function resetLinkBase(origin: string | null, fallback: string): string {
  return origin && TRUSTED_FRONT_END.test(origin) ? origin : fallback;
}

/** Emails the account a one-use reset link, unless it has had its hourly share already. */
export function sendResetEmail(db: Database, clock: Clock, user: UserRow, linkBase: string): boolean {
  const now = clock.now();
  const recent = db
    .prepare('SELECT COUNT(*) AS n FROM password_resets WHERE user_id = ? AND created_at > ?')
    .get(user.id, new Date(now.getTime() - 60 * 60 * 1000).toISOString()) as { n: number };
  if (recent.n >= MAX_RESET_EMAILS_PER_HOUR) return false;

  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    user.id,
    now.toISOString(),
    new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
  );
  const link = `${linkBase}/reset-password?token=${token}`;
  queueEmail(db, clock, {
    userId: user.id,
    kind: 'password_reset',
    to: user.email,
    subject: `Reset your ${OPERATOR_NAME} password`,
    bodyText: [
      `Hello ${user.first_name},`,
      '',
      `We received a request to reset the password for customer ID ${user.reference}.`,
      `Choose a new password here (the link works once, for 60 minutes):`,
      link,
      '',
      'If you did not ask for this, you can ignore this email: your password has not changed.',
    ].join('\n'),
    link,
  });
  return true;
}

/** The user a live, unused reset token belongs to. */
export function findResetUser(db: Database, clock: Clock, token: string): number | undefined {
  const row = db
    .prepare('SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .get(hashToken(token), clock.now().toISOString()) as { user_id: number } | undefined;
  return row?.user_id;
}

/** Uses up the token and every other outstanding link of that user. */
export function consumeResets(db: Database, clock: Clock, userId: number): void {
  db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(
    clock.now().toISOString(),
    userId,
  );
}
