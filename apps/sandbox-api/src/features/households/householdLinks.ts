import type { HouseholdRole } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { householdGrants, mayBookFor } from './householdRules.ts';

/**
 * The one place that says who is linked to whom (docs/decisions/0313-households.md): activities (who may be
 * selected or named as attendee, the attendees list, the bookings one sees), the basket (hold limits, credit), the
 * waiting list (its household caps) and the calendar feed all ask here. Only live memberships count.
 */

export interface HouseholdLink {
  householdId: number;
  payerId: number;
  role: HouseholdRole;
}

/** The person's live household membership, or undefined when they are in none. */
export function householdLinkOf(db: Database, userId: number): HouseholdLink | undefined {
  const row = db
    .prepare(
      `SELECT m.household_id, h.payer_user_id, m.role FROM household_members m
       JOIN households h ON h.id = m.household_id WHERE m.user_id = ? AND m.ended_at IS NULL`,
    )
    .get(userId) as { household_id: number; payer_user_id: number; role: HouseholdRole } | undefined;
  return row ? { householdId: row.household_id, payerId: row.payer_user_id, role: row.role } : undefined;
}

export interface HouseholdPerson {
  userId: number;
  role: HouseholdRole;
}

const roleOrder = "CASE m.role WHEN 'payer' THEN 0 WHEN 'adult' THEN 1 ELSE 2 END";

/** Everyone in a household now: the payer, then adults, then children, each by first name. */
export function householdPeople(db: Database, householdId: number): HouseholdPerson[] {
  return (
    db
      .prepare(
        `SELECT m.user_id, m.role FROM household_members m JOIN users u ON u.id = m.user_id
         WHERE m.household_id = ? AND m.ended_at IS NULL ORDER BY ${roleOrder}, u.first_name, u.last_name, u.id`,
      )
      .all(householdId) as { user_id: number; role: HouseholdRole }[]
  ).map((row) => ({ userId: row.user_id, role: row.role }));
}

/** The ids of the person's household, the person included (just the person when they are in none). */
export function householdIds(db: Database, userId: number): number[] {
  const link = householdLinkOf(db, userId);
  if (!link) return [userId];
  return householdPeople(db, link.householdId).map((person) => person.userId);
}

/** Whether `actorId` may book for `targetId`: themself, or a member their household role lets them book for. */
export function mayActFor(db: Database, actorId: number, targetId: number): boolean {
  if (actorId === targetId) return true;
  const actor = householdLinkOf(db, actorId);
  const target = householdLinkOf(db, targetId);
  return !!actor && !!target && actor.householdId === target.householdId && mayBookFor(actor.role, target.role);
}

/** The people `userId` may book for: themself first, then the members their role lets them book for, in order. */
export function bookableFor(db: Database, userId: number): number[] {
  const link = householdLinkOf(db, userId);
  if (!link) return [userId];
  const others = householdPeople(db, link.householdId).filter(
    (person) => person.userId !== userId && mayBookFor(link.role, person.role),
  );
  return [userId, ...others.map((person) => person.userId)];
}

/**
 * Whose bookings a customer sees besides their own places and the ones they made: the household's children, for
 * the members who may book for them (so a parent sees a place an older child booked for themself).
 */
export function childrenInCareOf(db: Database, userId: number): number[] {
  const link = householdLinkOf(db, userId);
  if (!link || !mayBookFor(link.role, 'child')) return [];
  return householdPeople(db, link.householdId)
    .filter((person) => person.role === 'child' && person.userId !== userId)
    .map((person) => person.userId);
}

/**
 * The account whose credit a member's basket may use besides their own: their household's payer, or undefined for
 * the payer themself and for someone in no household.
 */
export function creditPayerFor(db: Database, userId: number): number | undefined {
  const link = householdLinkOf(db, userId);
  if (!link || link.payerId === userId || !householdGrants[link.role].usesPayerCredit) return undefined;
  return link.payerId;
}
