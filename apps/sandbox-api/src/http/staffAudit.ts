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
  /** An act of its own beside the call (its id otherwise), e.g. recordDeskAgreement. */
  action?: string;
  description?: string;
  orderId?: number | null;
  /** What staff typed, for a search: stored as data, never inside the words (docs/decisions/0601). */
  searchText?: string;
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
  let note = scope.notes.find((existing) => existing.customerId === customerId && existing.action === undefined);
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
 * What staff did, in our words (and the order it made), for a customer, or for no one yet. Words are fixed text,
 * never built from what staff typed: a search's text goes through describeStaffSearch.
 */
export function describeStaffAction(customerId: number | null, description: string, orderId?: number | null): void {
  if (customerId !== null && customerId === scopes.getStore()?.actor?.id) return;
  const note = noteFor(customerId);
  if (!note) return;
  note.description = description;
  if (orderId !== undefined) note.orderId = orderId;
}

/** The trail's words for staff recording that a customer agreed to the checkout terms at the desk (decision 0025). */
export const DESK_AGREEMENT_DESCRIPTION = 'Recorded that the customer agreed to the checkout terms at the desk';

/**
 * An act of staff's own beside the call, written as a row of its own (its own `action`): recording that the customer
 * agreed to the terms at the desk says who vouched for the agreement, apart from the payment (docs/decisions/0025).
 */
export function noteStaffAct(customerId: number, action: string, description: string, orderId: number | null): void {
  const scope = scopes.getStore();
  if (!scope || scope.actor?.role !== 'staff' || customerId === scope.actor.id) return;
  scope.notes.push({ customerId, action, description, orderId });
}

/**
 * A customer search (no customer yet): "Searched for customers", with what staff typed kept as data in its own
 * column, so the trail shows it quoted and it can never read as our words (docs/decisions/0601).
 */
export function describeStaffSearch(searchText: string): void {
  describeStaffAction(null, 'Searched for customers');
  const note = noteFor(null);
  if (note) note.searchText = searchText;
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
 * Writes what the request's scope noted, after the handler succeeded: a row per customer staff acted for. A GET
 * writes nothing, whatever its handler noted: a link or an image on another site can make a browser send one with
 * the session cookie, and the cross-site guard (crossSiteRequests.ts) only refuses unsafe methods, so an audited
 * action is always a POST, PUT or DELETE (docs/decisions/0601).
 */
export function recordStaffActions({ db, clock }: SandboxServices, endpoint: EndpointDefinition): void {
  if (endpoint.method === 'GET') return;
  const scope = scopes.getStore();
  if (!scope?.actor || scope.actor.role !== 'staff') return;
  const insert = db.prepare(
    `INSERT INTO staff_audit (at, staff_user_id, customer_user_id, action, description, order_id, search_text)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const note of scope.notes) {
    insert.run(
      clock.now().toISOString(),
      scope.actor.id,
      note.customerId,
      note.action ?? endpoint.id,
      note.description ?? defaultDescriptions[endpoint.id] ?? endpoint.summary,
      note.orderId ?? null,
      note.searchText ?? null,
    );
  }
}

/**
 * The customer this member of staff selected last (the trail's latest selectStaffCustomer row), or null. Staff read
 * orders only for them or orders they placed themselves (docs/decisions/0601): a read is not audited, so it is kept
 * to the customer whose selection is.
 */
export function lastSelectedCustomer(db: SandboxServices['db'], staffId: number): number | null {
  const row = db
    .prepare(
      `SELECT customer_user_id FROM staff_audit WHERE staff_user_id = ? AND action = 'selectStaffCustomer'
       ORDER BY at DESC, id DESC LIMIT 1`,
    )
    .get(staffId) as { customer_user_id: number | null } | undefined;
  return row?.customer_user_id ?? null;
}
