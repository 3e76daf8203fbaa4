import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';

export interface OutgoingEmail {
  userId: number | null;
  kind: string;
  to: string;
  subject: string;
  bodyText: string;
  link: string | null;
}

/** "Sends" an email: the sandbox keeps it in email_outbox, where tests and developers can read it. */
export function queueEmail(db: Database, clock: Clock, email: OutgoingEmail): void {
  db.prepare(
    `INSERT INTO email_outbox (user_id, kind, to_address, subject, body_text, link, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(email.userId, email.kind, email.to, email.subject, email.bodyText, email.link, clock.now().toISOString());
}
