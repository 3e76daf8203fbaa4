import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/context.ts';
import { forbidden } from '../../http/apiError.ts';
import { resolveCustomer, type Person } from '../activities/index.ts';
import { findOrCreateCart, type CartRow } from './cartStore.ts';

export interface OpenCart {
  cart: CartRow;
  /** The customer the basket is for. */
  holder: Person;
}

/**
 * The basket the logged-in user is building for the selected customer (themself by default). A
 * `membershipUserId`, when sent, is the front end's copy of the logged-in user and must be them or the customer.
 */
export function openCart(
  db: Database,
  user: AuthUser,
  nowIso: string,
  selectedUserId: number | null | undefined,
  membershipUserId?: number | null,
): OpenCart {
  const holder = resolveCustomer(db, user, selectedUserId, 'selectedUserId');
  if (
    membershipUserId !== undefined &&
    membershipUserId !== null &&
    membershipUserId !== user.id &&
    membershipUserId !== holder.id
  ) {
    throw forbidden();
  }
  return { cart: findOrCreateCart(db, holder.id, user.id, nowIso), holder };
}
