import type { StaffCustomer } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { deskMembershipOf } from './customerMembership.ts';

interface CustomerRow {
  id: number;
  first_name: string;
  last_name: string;
  reference: string;
  email: string;
  postcode: string | null;
  date_of_birth: string | null;
}

/** A customer as the desk sees them, with the membership it checks them by on `today` (docs/decisions/0025). */
export const toStaffCustomer = (db: Database, row: CustomerRow, today: string): StaffCustomer => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  reference: row.reference,
  email: row.email,
  postcode: row.postcode,
  dateOfBirth: row.date_of_birth,
  membership: deskMembershipOf(db, row.id, today),
});

const customerColumns = 'id, first_name, last_name, reference, email, postcode, date_of_birth';

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally (ESCAPE '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The text as a postcode is compared: lower case, no spaces ("LS1 4LW" and "ls14lw" match). */
const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Customers (never staff) whose first, last or full name, email, customer reference or postcode contains `q`,
 * ignoring case (and spaces, for postcodes): an exact reference first, then by last and first name
 * (docs/decisions/0600-customer-search.md). `q` arrives trimmed.
 */
export function searchCustomers(
  db: Database,
  q: string,
  page: number,
  perPage: number,
  today: string,
): { customers: StaffCustomer[]; total: number } {
  const text = containing(q.toLowerCase().replace(/\s+/g, ' '));
  const postcode = compact(q);
  const where = `role = 'customer' AND (
      lower(first_name) LIKE :text ESCAPE '\\' OR lower(last_name) LIKE :text ESCAPE '\\'
      OR lower(first_name || ' ' || last_name) LIKE :text ESCAPE '\\'
      OR lower(email) LIKE :text ESCAPE '\\' OR lower(reference) LIKE :text ESCAPE '\\'
      OR (:postcode <> '' AND replace(lower(coalesce(postcode, '')), ' ', '') LIKE :postcodeText ESCAPE '\\'))`;
  const named = { text, postcode, postcodeText: containing(postcode), exact: q.toLowerCase() };
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM users WHERE ${where}`)
    .get({ text: named.text, postcode: named.postcode, postcodeText: named.postcodeText }) as { total: number };
  const rows = db
    .prepare(
      `SELECT ${customerColumns} FROM users WHERE ${where}
       ORDER BY lower(reference) = :exact DESC, lower(last_name), lower(first_name), id
       LIMIT :limit OFFSET :offset`,
    )
    .all({ ...named, limit: perPage, offset: (page - 1) * perPage }) as unknown as CustomerRow[];
  return { customers: rows.map((row) => toStaffCustomer(db, row, today)), total };
}

/** A customer by id; undefined for staff and unknown ids. */
export function findCustomer(db: Database, customerId: number, today: string): StaffCustomer | undefined {
  const row = db.prepare(`SELECT ${customerColumns} FROM users WHERE id = ? AND role = 'customer'`).get(customerId) as
    CustomerRow | undefined;
  return row ? toStaffCustomer(db, row, today) : undefined;
}
