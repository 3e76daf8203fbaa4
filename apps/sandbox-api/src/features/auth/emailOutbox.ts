import { afterCommit, type Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';

export interface OutgoingEmail {
  userId: number | null;
  kind: string;
  to: string;
  subject: string;
  bodyText: string;
  link: string | null;
}

/**
 * Queues an email in email_outbox, in the transaction of the change it tells of, and sends it once that change has
 * committed (docs/decisions/0015): a change rolled back, or lost to a crash, leaves no email. The sandbox's "sending"
 * is marking it sent; tests and developers read the outbox.
 */
export function queueEmail(db: Database, clock: Clock, email: OutgoingEmail): void {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO email_outbox (user_id, kind, to_address, subject, body_text, link, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(email.userId, email.kind, email.to, email.subject, email.bodyText, email.link, clock.now().toISOString());
  afterCommit(db, () => sendEmail(db, clock, Number(lastInsertRowid)));
}

function sendEmail(db: Database, clock: Clock, id: number): void {
  db.prepare('UPDATE email_outbox SET sent_at = ? WHERE id = ? AND sent_at IS NULL').run(clock.now().toISOString(), id);
}

/** Sends what a crash between a commit and its sending left queued: run when the sandbox starts. */
export function sendQueuedEmails(db: Database, clock: Clock): void {
  db.prepare('UPDATE email_outbox SET sent_at = ? WHERE sent_at IS NULL').run(clock.now().toISOString());
}
