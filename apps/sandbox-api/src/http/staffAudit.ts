import { AsyncLocalStorage } from 'node:async_hooks';
import type { EndpointDefinition } from '@leisure/api-contract';
import type { AuthUser, SandboxServices } from './context.ts';

/**
 * The audit trail of what staff do for customers (docs/decisions/0601-staff-audit-trail.md). Each request runs in a
 * scope; the acting-for resolution (activities' resolveCustomer) notes the customer a member of staff acts for, and a
 * handler may add words or name the order it made. After a handler succeeds, mountRoutes writes one row per noted
 * customer: features never write the table themselves, so a new cart or joining call is audited without more code.
 */
interface ActionNote {
  customerId: number | null;
  description?: string;
  orderId?: number | null;
}

interface RequestScope {
  actor: AuthUser | undefined;
  notes: ActionNote[];
}

const scopes = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(actor: AuthUser | undefined, work: () => T): T {
  return scopes.run({ actor, notes: [] }, work);
}

function noteFor(customerId: number | null): ActionNote | undefined {
  const scope = scopes.getStore();
  if (!scope || scope.actor?.role !== 'staff') return undefined;
  let note = scope.notes.find((existing) => existing.customerId === customerId);
  if (!note) {
    note = { customerId };
    scope.notes.push(note);
  }
  return note;
}

/** Staff acting for this customer (not themself) in this request. */
export function noteActingFor(customerId: number): void {
  const scope = scopes.getStore();
  if (scope?.actor && customerId !== scope.actor.id) noteFor(customerId);
}

/**
 * What staff did, in words (and the order it made), for a customer, or for no one yet (a search). Recorded even
 * for a read, which acting-for alone is not: reading a customer's basket is not an action on them, selecting them is.
 */
export function describeStaffAction(customerId: number | null, description: string, orderId?: number | null): void {
  if (customerId !== null && customerId === scopes.getStore()?.actor?.id) return;
  const note = noteFor(customerId);
  if (!note) return;
  note.description = description;
  if (orderId !== undefined) note.orderId = orderId;
}

/** The words for an action no handler described: its call. */
const defaultDescriptions: Record<string, string> = {
  discardCart: 'Emptied the basket',
  addToCart: 'Added to the basket',
  removeFromCart: 'Removed from the basket',
  updateCartItem: 'Changed a basket item',
  removeCartBenefit: 'Removed a membership benefit from a basket item',
  removeCartPackageUsage: 'Removed a package use from a basket item',
  extendCartHolds: 'Kept the basket places for longer',
  setCartPayment: 'Changed the basket payments',
  storeJoiningCart: 'Chose a membership to join',
  clearJoiningCart: 'Cleared the joining cart',
  saveCustomAnswers: "Saved the membership's question answers",
  joinWaitingList: 'Joined a waiting list',
  leaveWaitingList: 'Left a waiting list',
  authorisePayment: 'Authorised a card payment',
  completeCheckout: 'Completed a checkout',
  payAtFrontOfHouse: 'Paid at front of house',
};

/**
 * Writes what the request's scope noted, after the handler succeeded. A read (GET) is written only when its handler
 * described it (a search, a selection); a change is written whenever staff acted for a customer.
 */
export function recordStaffActions({ db, clock }: SandboxServices, endpoint: EndpointDefinition): void {
  const scope = scopes.getStore();
  if (!scope?.actor || scope.actor.role !== 'staff') return;
  const insert = db.prepare(
    `INSERT INTO staff_audit (at, staff_user_id, customer_user_id, action, description, order_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const note of scope.notes) {
    if (note.description === undefined && endpoint.method === 'GET') continue;
    insert.run(
      clock.now().toISOString(),
      scope.actor.id,
      note.customerId,
      endpoint.id,
      note.description ?? defaultDescriptions[endpoint.id] ?? endpoint.summary,
      note.orderId ?? null,
    );
  }
}
