import type { Hono } from 'hono';
import { decamelizeKeys } from '@leisure/api-contract';
import type { SandboxServices } from '../../http/context.ts';
import { sendQueuedEmails } from './emailOutbox.ts';

/**
 * GET /__sandbox/emails?to=…&kind=… (sandbox mode only): the emails the sandbox would have sent, newest
 * first, so e2e tests and developers can follow a reset link without a mail server. `sent_at` is when it was sent
 * (null for a moment: an email is sent after its change commits and the answer has gone, decision 0015).
 */
export function mountEmailOutbox(app: Hono, { db, clock, settings }: SandboxServices): void {
  // Emails whose change committed just before a crash, not yet sent, go now.
  sendQueuedEmails(db, clock);
  if (!settings.faultsEnabled) return;
  app.get('/__sandbox/emails', (c) => {
    const to = c.req.query('to')?.slice(0, 254) ?? null;
    const kind = c.req.query('kind')?.slice(0, 50) ?? null;
    const rows = db
      .prepare(
        `SELECT id, kind, to_address AS "to", subject, body_text AS bodyText, link, created_at AS createdAt,
           sent_at AS sentAt
         FROM email_outbox WHERE (?1 IS NULL OR to_address = ?1 COLLATE NOCASE) AND (?2 IS NULL OR kind = ?2)
         ORDER BY id DESC LIMIT 50`,
      )
      .all(to, kind);
    return c.json({ data: decamelizeKeys(rows) });
  });
}
