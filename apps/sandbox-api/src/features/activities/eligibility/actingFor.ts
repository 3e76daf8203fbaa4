import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { forbidden, invalidField } from '../../../http/apiError.ts';
import { noteActingFor } from '../../../http/staffAudit.ts';
import { mayActFor } from '../../households/index.ts';
import { findPerson, type Person } from './people.ts';

/** Booking for someone else needs a household that grants it; a shared email grants nothing (decision 0313). */
export const NOT_LINKED_MESSAGE = 'You can only book for yourself or the people in your household.';

/** A person a request may name: absent or null means the caller. */
type ChosenId = number | null | undefined;

/** The id of the person a request names when that is not `selfId` itself; null when the caller means themself. */
const someoneElse = (chosenId: ChosenId, selfId: number): number | null =>
  chosenId === undefined || chosenId === null || chosenId === selfId ? null : chosenId;

/**
 * The customer a logged-in user acts for: themself by default; a customer may pick someone their household lets
 * them book for (docs/decisions/0313-households.md), front-of-house staff any customer. `field` names the request
 * field for a 422.
 */
export function resolveCustomer(db: Database, actor: AuthUser, customerId: ChosenId, field: string): Person {
  const self = findPerson(db, actor.id);
  if (!self) throw forbidden();
  const otherId = someoneElse(customerId, actor.id);
  if (otherId === null) return self;
  const target = findPerson(db, otherId);
  if (!target) throw invalidField(field, 'No such customer.');
  if (self.role === 'staff') {
    if (target.role !== 'customer') throw invalidField(field, 'Choose a customer.');
    // The one place staff come to act for a customer: the audit trail starts here (docs/decisions/0601).
    noteActingFor(target.id);
    return target;
  }
  if (target.role !== 'customer' || !mayActFor(db, self.id, target.id)) throw forbidden(NOT_LINKED_MESSAGE);
  return target;
}

/** An attendee for a customer's booking: the customer or someone their household lets them book for. */
export function resolveAttendee(db: Database, customer: Person, attendeeId: ChosenId, field: string): Person {
  const otherId = someoneElse(attendeeId, customer.id);
  if (otherId === null) return customer;
  const attendee = findPerson(db, otherId);
  if (!attendee) throw invalidField(field, 'No such customer.');
  if (customer.role !== 'customer' || attendee.role !== 'customer' || !mayActFor(db, customer.id, attendee.id))
    throw invalidField(field, NOT_LINKED_MESSAGE);
  return attendee;
}

export const ONLY_STAFF_BUY_FOR_OTHERS = 'Only front-of-house staff can buy a membership for someone else.';

/**
 * Who a membership is bought for (joining cart, its answers and checkout): the caller, or for front-of-house staff
 * the selected customer (docs/decisions/0602-joining-at-the-desk.md). A household books for each other but does
 * not buy each other memberships: a customer naming someone else is refused (403).
 */
export function resolveBuyer(db: Database, actor: AuthUser, customerId: ChosenId, field: string): AuthUser {
  const otherId = someoneElse(customerId, actor.id);
  if (otherId === null) return actor;
  if (actor.role !== 'staff') throw forbidden(ONLY_STAFF_BUY_FOR_OTHERS);
  const customer = resolveCustomer(db, actor, otherId, field);
  return { id: customer.id, role: customer.role, email: customer.email, reference: referenceOf(db, customer.id) };
}

const referenceOf = (db: Database, userId: number) =>
  (db.prepare('SELECT reference FROM users WHERE id = ?').get(userId) as { reference: string }).reference;
