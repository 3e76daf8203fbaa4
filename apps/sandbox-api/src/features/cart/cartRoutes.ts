import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { addToCart } from './addToCart.ts';
import { clientAddress } from './clientAddress.ts';
import { openCart } from './cartAccess.ts';
import { setCartPayment } from './cartPaymentRules.ts';
import { findCart } from './cartStore.ts';
import { buildCart } from './cartView.ts';
import { discardCart, removeCartItems, removeEntitlement, updateCartItem } from './changeCart.ts';
import { releaseExpiredHolds } from './holdExpiry.ts';
import { extendCartHolds } from './extendHolds.ts';
import { placesFreed } from '../../kernel/placesFreed.ts';
import { sendDueReminders } from '../activities/index.ts';
import { invalidField } from '../../http/apiError.ts';
import { describeStaffAction } from '../../http/staffAudit.ts';
import { formatPence } from '../../kernel/money.ts';
import { atomically, type Database } from '../../db/database.ts';
import type { CartRow } from './cartStore.ts';

/** The basket as it now is, with any notices from the change. */
const answer = (db: Database, cart: CartRow, notices: string[], nowIso: string) =>
  buildCart(db, findCart(db, cart.id)!, nowIso, notices);

/** The customer, sent in the query or the body: both may be sent, but then they must agree. */
function customerOnce(fromQuery: number | undefined, fromBody: number | null | undefined): number | undefined {
  if (fromQuery !== undefined && fromBody !== undefined && fromBody !== null && fromQuery !== fromBody) {
    throw invalidField('selectedUserId', 'Send the customer once, or the same customer in both places.');
  }
  return fromBody ?? fromQuery;
}

export const cartRoutes = [
  implement(contract.cart.getCart, ({ db, clock, query, user }) => {
    // Read on every page (the header's count): "booking opens" reminders that are due go out here too.
    sendDueReminders(db, clock);
    const nowIso = clock.now().toISOString();
    const { cart } = openCart(db, user!, nowIso, query.selectedUserId);
    const notices = atomically(db, () => {
      // Holds run out without an event: baskets are read often, so this is when waiting lists get lapsed places.
      placesFreed(db, clock, 'any');
      return releaseExpiredHolds(db, cart, nowIso);
    });
    return answer(db, cart, notices, nowIso);
  }),

  implement(contract.cart.discardCart, ({ db, clock, query, user }) => {
    const nowIso = clock.now().toISOString();
    const { cart } = openCart(db, user!, nowIso, query.selectedUserId);
    discardCart(db, clock, cart);
    return answer(db, cart, [], nowIso);
  }),

  implement(contract.cart.addToCart, ({ db, clock, body, user, headers }) => {
    const nowIso = clock.now().toISOString();
    const { cart, holder } = openCart(db, user!, nowIso, body.selectedUserId, body.membershipUserId);
    const notices = addToCart(db, clock, cart, holder, user!, body.items, clientAddress(headers));
    return answer(db, cart, notices, nowIso);
  }),

  implement(contract.cart.removeFromCart, ({ db, clock, query, body, user }) => {
    const nowIso = clock.now().toISOString();
    const { cart } = openCart(db, user!, nowIso, query.selectedUserId, query.membershipUserId);
    const notices = removeCartItems(db, clock, cart, body.cartItemIds);
    return answer(db, cart, notices, nowIso);
  }),

  implement(contract.cart.updateCartItem, ({ db, clock, params, body, user }) => {
    const nowIso = clock.now().toISOString();
    const { cart, holder } = openCart(db, user!, nowIso, body.selectedUserId);
    const notices = updateCartItem(db, clock, cart, holder, user!.id, params.cartItemId, body.options);
    return answer(db, cart, notices, nowIso);
  }),

  implement(contract.cart.removeCartBenefit, ({ db, clock, params, query, user }) => {
    const nowIso = clock.now().toISOString();
    const { cart } = openCart(db, user!, nowIso, query.selectedUserId);
    const notices = removeEntitlement(db, clock, cart, params.cartItemId, 'benefit', query.source);
    return answer(db, cart, notices, nowIso);
  }),

  implement(contract.cart.removeCartPackageUsage, ({ db, clock, params, query, user }) => {
    const nowIso = clock.now().toISOString();
    const { cart } = openCart(db, user!, nowIso, query.selectedUserId);
    const notices = removeEntitlement(db, clock, cart, params.cartItemId, 'package', query.source);
    return answer(db, cart, notices, nowIso);
  }),

  implement(contract.cart.extendCartHolds, ({ db, clock, query, body, user }) => {
    const nowIso = clock.now().toISOString();
    const { cart } = openCart(db, user!, nowIso, customerOnce(query.selectedUserId, body.selectedUserId));
    const notices = extendCartHolds(db, clock, cart);
    return answer(db, cart, notices, nowIso);
  }),

  implement(contract.cart.setCartPayment, ({ db, clock, body, user }) => {
    const nowIso = clock.now().toISOString();
    const { cart, holder } = openCart(db, user!, nowIso, body.selectedUserId);
    const notices = atomically(db, () => {
      const released = releaseExpiredHolds(db, cart, nowIso);
      setCartPayment(db, cart, user!.role, body.tenderType, body.amount, nowIso);
      return released;
    });
    describeStaffAction(
      holder.id,
      body.amount > 0
        ? `Added a ${body.tenderType} payment of ${formatPence(body.amount)}`
        : `Removed the ${body.tenderType} payment`,
    );
    return answer(db, cart, notices, nowIso);
  }),
];
