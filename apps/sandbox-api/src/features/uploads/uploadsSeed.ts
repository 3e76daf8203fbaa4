import type { SandboxServices } from '../../http/context.ts';
import { ukToday } from '../../clock.ts';
import { addDays, addMonths } from '@leisure/dates';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { findVenueBySlug } from '../site/index.ts';
import { forgetStoredFiles } from '../../kernel/fileStore.ts';

/**
 * Jordan (customerWithPenalties) holds, besides the Student Gym whose proof is still to upload (memberships seed),
 * a monthly Leisure Pass Concession whose benefits letter was accepted at reception and runs out on his
 * document_expiry (12 days from today in the auth seed): the dashboard warns of it and he can send a new one
 * (decision 0451). Skipped when the account or the catalogue is not seeded.
 */
export function seedUploads({ db, clock, settings }: SandboxServices): void {
  // A fresh database knows no uploads: the files of the one before go (decision 0450).
  forgetStoredFiles(settings);
  const jordan = db
    .prepare('SELECT id, document_expiry FROM users WHERE reference = ?')
    .get(demoAccounts.customerWithPenalties.reference) as { id: number; document_expiry: string | null } | undefined;
  const option = db
    .prepare(
      `SELECT o.id, o.membership_type_id FROM membership_payment_options o
       JOIN membership_types t ON t.id = o.membership_type_id
       WHERE t.slug = 'leisure-pass-concession' AND o.payment_type = 'recurring' ORDER BY o.id LIMIT 1`,
    )
    .get() as { id: number; membership_type_id: number } | undefined;
  const venue = findVenueBySlug(db, 'bristol-harbourside');
  if (!jordan || !option || !venue) return;
  const today = ukToday(clock);
  const startDate = addMonths(today, -3);
  const membership = db
    .prepare(
      `INSERT INTO user_memberships (user_id, membership_type_id, payment_option_id, home_venue_id, price, start_date,
         end_date, billing_day, document_upload_required, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, 0, ?)
       RETURNING id`,
    )
    .get(
      jordan.id,
      option.membership_type_id,
      option.id,
      venue.id,
      1650,
      startDate,
      1,
      `${startDate}T09:00:00.000Z`,
    ) as {
    id: number;
  };
  db.prepare(
    `INSERT INTO membership_documents (user_membership_id, file_id, status, expires_on, uploaded_at, reviewed_at)
     VALUES (?, NULL, 'accepted', ?, ?, ?)`,
  ).run(
    membership.id,
    jordan.document_expiry ?? addDays(today, 12),
    `${startDate}T09:05:00.000Z`,
    `${startDate}T09:10:00.000Z`,
  );
}
