import type { Database } from '../../db/database.ts';

/** A users row as the auth feature reads it (001_core plus 010_auth columns). */
export interface UserRow {
  id: number;
  reference: string;
  email: string;
  password_hash: string;
  role: 'customer' | 'staff';
  /** 0 for a household's child added by the payer: no log-in of their own (migration 095, decision 0313). */
  can_log_in: number;
  /** 1 for staff who may read the audit trail (migration 090). */
  is_manager: number;
  title: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  gender: string | null;
  phone: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  town: string | null;
  postcode: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  emergency_contact_relationship: string | null;
  has_medical_conditions: number | null;
  medical_conditions_details: string | null;
  heard_about_us: string | null;
  interests: string | null;
  weekly_visit_goal: number | null;
  marketing_opt_in: number;
  home_venue_id: number | null;
  has_outstanding_penalties: number;
  document_expiry: string | null;
  membership_document_upload_required: number;
  credit_balance: number;
  has_dd_instruction: number;
  billing_day: number | null;
  profile_photo_url: string | null;
  onboarding_type: string | null;
}

export function findUserById(db: Database, userId: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined;
}

/**
 * The accounts a log-in or reset name points at: the one whose customer ID it is, or every account with
 * that email address (several when a family shares one). Both compare case-insensitively. Accounts that cannot
 * log in (a household's children: docs/decisions/0313-households.md) are never among them, so they neither log in
 * nor make an email look shared.
 */
export function findAccountsByUsername(db: Database, username: string): UserRow[] {
  const name = username.trim();
  const byReference = db
    .prepare('SELECT * FROM users WHERE UPPER(reference) = UPPER(?) AND can_log_in = 1')
    .get(name) as UserRow | undefined;
  if (byReference) return [byReference];
  return db
    .prepare('SELECT * FROM users WHERE email = ? AND can_log_in = 1 ORDER BY id')
    .all(name) as unknown as UserRow[];
}

/** The accounts that log in with an email address, for the "email me my customer IDs" answer (decision 0313). */
export function accountsLoggingInWith(db: Database, email: string): UserRow[] {
  return db
    .prepare('SELECT * FROM users WHERE email = ? AND can_log_in = 1 ORDER BY id')
    .all(email.trim()) as unknown as UserRow[];
}
