import type { Database } from '../../../db/database.ts';

/** A membership a customer holds or held. Prices in pence. */
export interface HeldMembershipRecord {
  id: number;
  userId: number;
  membershipTypeId: number;
  paymentOptionId: number;
  homeVenueId: number;
  price: number;
  startDate: string;
  endDate: string | null;
  billingDay: number | null;
  documentUploadRequired: boolean;
  /** After a change of billing day (docs/decisions/0460): a notified collection on the old day still to come. */
  oldDayCollectionOn?: string | null;
  /** After a change of billing day: the first collection on the new day. */
  billingDayFrom?: string | null;
  /** After a change of billing day: the old day's collection it replaced (docs/decisions/0463). */
  replacedCollectionOn?: string | null;
  /** The order that bought it (null for memberships seeded without one). */
  orderId?: number | null;
}

const SELECT = `SELECT id, user_id AS userId, membership_type_id AS membershipTypeId, payment_option_id AS paymentOptionId,
  home_venue_id AS homeVenueId, price, start_date AS startDate, end_date AS endDate, billing_day AS billingDay,
  document_upload_required AS documentUploadRequired, old_day_collection_on AS oldDayCollectionOn,
  billing_day_from AS billingDayFrom, replaced_collection_on AS replacedCollectionOn, order_id AS orderId
  FROM user_memberships`;

const toRecord = (row: HeldMembershipRecord): HeldMembershipRecord => ({
  ...row,
  documentUploadRequired: Boolean(row.documentUploadRequired),
});

/** The user's memberships, newest first. */
export function heldMembershipsOf(db: Database, userId: number): HeldMembershipRecord[] {
  return (
    db
      .prepare(`${SELECT} WHERE user_id = ? ORDER BY start_date DESC, id DESC`)
      .all(userId) as unknown as HeldMembershipRecord[]
  ).map(toRecord);
}

/** One of the user's memberships; another user's is not found (never forbidden: ids are not confirmed). */
export function findHeldMembership(
  db: Database,
  userId: number,
  membershipId: number,
): HeldMembershipRecord | undefined {
  const row = db.prepare(`${SELECT} WHERE id = ? AND user_id = ?`).get(membershipId, userId) as
    HeldMembershipRecord | undefined;
  return row ? toRecord(row) : undefined;
}

/** Whether the user already holds a membership of this type starting after a date (a renewal already bought). */
export function holdsLaterMembershipOfType(db: Database, userId: number, typeId: number, after: string): boolean {
  return (
    db
      .prepare('SELECT 1 AS yes FROM user_memberships WHERE user_id = ? AND membership_type_id = ? AND start_date > ?')
      .get(userId, typeId, after) !== undefined
  );
}
