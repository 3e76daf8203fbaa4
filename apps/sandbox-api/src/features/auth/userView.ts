import type { User } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { ukToday, type Clock } from '../../clock.ts';
import { findUserById, type UserRow } from './userRecords.ts';
import { notFound } from '../../http/apiError.ts';
import { daysBetween } from '@leisure/dates';
import { findVenueById, venueRef } from '../site/index.ts';

/** A document expiring within this many days (or already expired) is "expiring soon". */
export const DOCUMENT_EXPIRING_SOON_DAYS = 30;

export function formatMinorUnits(amount: number, currencySymbol: string): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${currencySymbol}${(Math.abs(amount) / 100).toFixed(2)}`;
}

/** The User of docs/product/platform.md §3 / docs/product/joining.md §3 for a users row, as of the clock's UK today. */
/**
 * A member of staff with a lesson teacher's row (docs/decisions/0596-teachers-at-poolside.md). Read here, not asked of
 * the lessons feature, which builds on auth; lessons' own checks stay in its staffAccess.ts.
 */
const teachesLessons = (db: Database, userId: number): boolean =>
  db.prepare('SELECT 1 FROM lesson_teachers WHERE user_id = ? LIMIT 1').get(userId) !== undefined;

export function toUser(db: Database, clock: Clock, row: UserRow): User {
  const client = db.prepare('SELECT currency_symbol, staff_currency_symbol FROM clients WHERE id = 1').get() as
    { currency_symbol: string; staff_currency_symbol: string } | undefined;
  const currencySymbol = (row.role === 'staff' ? client?.staff_currency_symbol : client?.currency_symbol) ?? '£';
  const home = row.home_venue_id === null ? undefined : findVenueById(db, row.home_venue_id);
  const venue = home && venueRef(home);
  const daysToExpiry = row.document_expiry === null ? null : daysBetween(ukToday(clock), row.document_expiry);

  return {
    id: row.id,
    reference: row.reference,
    role: row.role,
    ...(row.role === 'staff' ? { isManager: row.is_manager === 1, teaches: teachesLessons(db, row.id) } : {}),
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    dateOfBirth: row.date_of_birth,
    gender: row.gender,
    phone: row.phone,
    addressLine1: row.address_line_1,
    addressLine2: row.address_line_2,
    town: row.town,
    postcode: row.postcode,
    emergencyContactName: row.emergency_contact_name,
    emergencyContactPhone: row.emergency_contact_phone,
    marketingOptIn: row.marketing_opt_in === 1,
    homeVenueId: venue?.id ?? null,
    homeVenueSlug: venue?.slug ?? null,
    hasOutstandingPenalties: row.has_outstanding_penalties === 1,
    // Memberships are held by the user themself (no dependants model): see decision 0104.
    membershipUser: venue ? { id: row.id, venue: { id: venue.id, slug: venue.slug, name: venue.name } } : null,
    credit: { balance: row.credit_balance, formatted: formatMinorUnits(row.credit_balance, currencySymbol) },
    hasInstruction: row.has_dd_instruction === 1,
    hasBillingDate: row.billing_day !== null,
    billingDay: row.billing_day,
    documentExpiry:
      daysToExpiry === null
        ? null
        : { documentExpiringSoon: daysToExpiry <= DOCUMENT_EXPIRING_SOON_DAYS, daysToExpiry },
    membershipDocumentUploadRequired: row.membership_document_upload_required === 1,
    profilePhoto: row.profile_photo_url,
    currencySymbol,
    onboardingType: row.onboarding_type,
  };
}

export function loadUser(db: Database, clock: Clock, userId: number): User {
  const row = findUserById(db, userId);
  if (!row) throw notFound('No such user.');
  return toUser(db, clock, row);
}
