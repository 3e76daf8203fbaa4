import type { Database } from '../../../db/database.ts';
import { demoAccounts, type DemoAccountKey } from '../../../seed/demoAccounts.ts';
import { fixedEndDate } from '../pricing/membershipCosts.ts';
import type { SeededCatalogue } from './catalogueSeed.ts';
import { findVenueBySlug } from '../../site/index.ts';
import { addDays, addMonths } from '@leisure/dates';

interface HeldSeed {
  account: DemoAccountKey;
  option: string;
  venue: string;
  price: number;
  startDate: string;
  endDate?: string;
  billingDay?: number;
  documentUploadRequired?: boolean;
}

/**
 * The demo accounts' memberships, dated relative to today:
 * - memberWithDirectDebit: a monthly Gym Anywhere for five months, collected on their billing day (can change), with
 *   its two guest passes a month;
 * - memberWithoutDirectDebit: a 12-month Swim Only ending in 19 days (can renew), with its two guest passes a month,
 *   and a monthly Classes Unlimited that ended (its class guest pass with it);
 * - customerWithPenalties: a Student Gym academic year started 20 days ago, proof of student status still to upload.
 * The Guest passes page reads these memberships' benefits from the catalogue (docs/decisions/0405): what an account
 * shows is what the membership was sold with. sharedEmailParent holds none.
 * The auth feature seeds the accounts and their Direct Debit state; accounts it has not seeded are skipped.
 */
export function seedDemoMemberships(db: Database, today: string, { optionIds }: SeededCatalogue): void {
  const account = (key: DemoAccountKey) =>
    db.prepare('SELECT id, billing_day FROM users WHERE reference = ?').get(demoAccounts[key].reference) as
      { id: number; billing_day: number | null } | undefined;
  const userId = (key: DemoAccountKey) => account(key)?.id;
  const directDebitDay = account('memberWithDirectDebit')?.billing_day ?? 1;

  const swimStart = addDays(addMonths(today, -12), 20);
  const studentStart = addDays(today, -20);
  const held: HeldSeed[] = [
    {
      account: 'memberWithDirectDebit',
      option: 'gym-anywhere/monthly',
      venue: 'leeds-city',
      price: 3999,
      startDate: addMonths(today, -5),
      billingDay: directDebitDay,
    },
    {
      account: 'memberWithoutDirectDebit',
      option: 'swim-only/annual',
      venue: 'manchester-aquatics',
      price: 24500,
      startDate: swimStart,
      endDate: fixedEndDate(swimStart, 12, 'month'),
    },
    {
      account: 'memberWithoutDirectDebit',
      option: 'classes-unlimited/monthly',
      venue: 'salford-quays',
      price: 2900,
      startDate: addMonths(today, -14),
      endDate: addMonths(today, -8),
      billingDay: 15,
    },
    {
      account: 'customerWithPenalties',
      option: 'student/academic-year',
      venue: 'bristol-harbourside',
      price: 16500,
      startDate: studentStart,
      endDate: fixedEndDate(studentStart, 9, 'month'),
      documentUploadRequired: true,
    },
  ];
  for (const membership of held) {
    const user = userId(membership.account);
    if (!user) continue;
    const optionId = optionIds.get(membership.option)!;
    const type = (db.prepare('SELECT membership_type_id FROM membership_payment_options WHERE id = ?').get(optionId) as
      { membership_type_id: number } | undefined)!;
    const venue = findVenueBySlug(db, membership.venue)!;
    db.prepare(
      `INSERT INTO user_memberships (user_id, membership_type_id, payment_option_id, home_venue_id, price, start_date,
         end_date, billing_day, document_upload_required, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      user,
      type.membership_type_id,
      optionId,
      venue.id,
      membership.price,
      membership.startDate,
      membership.endDate ?? null,
      membership.billingDay ?? null,
      membership.documentUploadRequired ? 1 : 0,
      `${membership.startDate}T09:00:00.000Z`,
    );
    if (membership.documentUploadRequired) {
      db.prepare('UPDATE users SET membership_document_upload_required = 1 WHERE id = ?').run(user);
    }
  }
}
