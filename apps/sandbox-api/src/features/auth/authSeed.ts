import { randomBytes } from 'node:crypto';
import type { SandboxServices } from '../../http/context.ts';
import { ukToday } from '../../clock.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../seed/demoAccounts.ts';
import { findVenueBySlug } from '../site/index.ts';
import { demoUserKeys, demoUserProfiles } from './demoUserProfiles.ts';
import { hashPassword } from './passwordHashing.ts';
import { accountTermsHtml } from './accountTerms.ts';
import { CHECKSUM_SECRET_NAME } from './dataFields/checksum.ts';
import { addDays, yearsBefore } from '@leisure/dates';

/** A date of birth that makes someone `years` old, `daysPastBirthday` days after their birthday, on `today`. */
const dateOfBirthFor = (today: string, years: number, daysPastBirthday: number): string =>
  yearsBefore(addDays(today, -daysPastBirthday), years);

/** The demo users (README log-ins), the account terms, and the data-field checksum secret. */
export function seedAuth({ db, clock, settings }: SandboxServices): void {
  const today = ukToday(clock);
  const now = clock.now().toISOString();

  db.prepare('INSERT INTO auth_secrets (name, value) VALUES (?, ?)').run(
    CHECKSUM_SECRET_NAME,
    randomBytes(32).toString('base64url'),
  );
  const terms = db
    .prepare('INSERT INTO account_terms (title, html, published_at) VALUES (?, ?, ?)')
    .run('Terms & conditions', accountTermsHtml(), now);

  const insert = db.prepare(
    `INSERT INTO users (reference, email, password_hash, role, title, first_name, last_name, date_of_birth, gender,
       phone, address_line_1, address_line_2, town, postcode, emergency_contact_name, emergency_contact_phone,
       emergency_contact_relationship, marketing_opt_in, interests, home_venue_id, has_outstanding_penalties,
       document_expiry, membership_document_upload_required, credit_balance, has_dd_instruction, billing_day,
       onboarding_type, registration_source, account_terms_id, terms_accepted_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const key of demoUserKeys) {
    const account = demoAccounts[key];
    const profile = demoUserProfiles[key];
    const venue = findVenueBySlug(db, profile.homeVenueSlug);
    if (!venue) throw new Error(`Demo user ${key}: no seeded venue "${profile.homeVenueSlug}"`);
    insert.run(
      account.reference,
      account.email,
      hashPassword(DEMO_PASSWORD, settings.scryptCost),
      profile.role,
      profile.title,
      account.firstName,
      account.lastName,
      dateOfBirthFor(today, profile.age.years, profile.age.daysPastBirthday),
      profile.gender,
      profile.phone,
      profile.addressLine1,
      profile.addressLine2,
      profile.town,
      profile.postcode,
      profile.emergencyContact?.name ?? null,
      profile.emergencyContact?.phone ?? null,
      profile.emergencyContact?.relationship ?? null,
      profile.marketingOptIn ? 1 : 0,
      JSON.stringify(profile.interests),
      venue.id,
      profile.hasOutstandingPenalties ? 1 : 0,
      profile.documentExpiresInDays === null ? null : addDays(today, profile.documentExpiresInDays),
      profile.membershipDocumentUploadRequired ? 1 : 0,
      profile.creditBalance,
      profile.directDebit ? 1 : 0,
      profile.directDebit?.billingDay ?? null,
      'customer_account_online',
      'bookings',
      Number(terms.lastInsertRowid),
      now,
      now,
    );
    if (profile.isManager) db.prepare('UPDATE users SET is_manager = 1 WHERE reference = ?').run(account.reference);
  }
}
