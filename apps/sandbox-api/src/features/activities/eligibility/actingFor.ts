import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { forbidden, invalidField } from '../../../http/apiError.ts';
import { noteActingFor } from '../../../http/staffAudit.ts';
import { areLinked, findPerson, type Person } from './people.ts';

export const NOT_LINKED_MESSAGE = 'You can only book for yourself or your linked accounts.';

/**
 * The customer a logged-in user acts for: themself by default; a customer may pick a linked account (same
 * email), front-of-house staff any customer. `field` names the request field for a 422.
 */
export function resolveCustomer(
  db: Database,
  actor: AuthUser,
  customerId: number | null | undefined,
  field: string,
): Person {
  const self = findPerson(db, actor.id);
  if (!self) throw forbidden();
  if (customerId === undefined || customerId === null || customerId === actor.id) return self;
  const target = findPerson(db, customerId);
  if (!target) throw invalidField(field, 'No such customer.');
  if (self.role === 'staff') {
    if (target.role !== 'customer') throw invalidField(field, 'Choose a customer.');
    // The one place staff come to act for a customer: the audit trail starts here (docs/decisions/0601).
    noteActingFor(target.id);
    return target;
  }
  if (!areLinked(self, target)) throw forbidden(NOT_LINKED_MESSAGE);
  return target;
}

/** An attendee for a customer's booking: the customer or one of their linked accounts. */
export function resolveAttendee(
  db: Database,
  customer: Person,
  attendeeId: number | null | undefined,
  field: string,
): Person {
  if (attendeeId === undefined || attendeeId === null || attendeeId === customer.id) return customer;
  const attendee = findPerson(db, attendeeId);
  if (!attendee) throw invalidField(field, 'No such customer.');
  if (!areLinked(customer, attendee)) throw invalidField(field, NOT_LINKED_MESSAGE);
  return attendee;
}

export const ONLY_STAFF_BUY_FOR_OTHERS = 'Only front-of-house staff can buy a membership for someone else.';

/**
 * Who a membership is bought for (joining cart, its answers and checkout): the caller, or for front-of-house staff
 * the selected customer (docs/decisions/0602-joining-at-the-desk.md). Linked accounts book for each other but do
 * not buy each other memberships: a customer naming someone else is refused (403).
 */
export function resolveBuyer(
  db: Database,
  actor: AuthUser,
  customerId: number | null | undefined,
  field: string,
): AuthUser {
  if (customerId === undefined || customerId === null || customerId === actor.id) return actor;
  if (actor.role !== 'staff') throw forbidden(ONLY_STAFF_BUY_FOR_OTHERS);
  const customer = resolveCustomer(db, actor, customerId, field);
  return { id: customer.id, role: customer.role, email: customer.email, reference: referenceOf(db, customer.id) };
}

const referenceOf = (db: Database, userId: number) =>
  (db.prepare('SELECT reference FROM users WHERE id = ?').get(userId) as { reference: string }).reference;
