// The checkout cart (basket) of the bookings front end.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam, source } from '../common.ts';
import {
  cartAddBodySchema,
  cartExtendHoldsBodySchema,
  cartItemUpdateBodySchema,
  cartPaymentBodySchema,
  cartRemoveBodySchema,
  cartSchema,
} from './cartSchemas.ts';

export * from './cartSchemas.ts';

const selectedUserQuery = z.object({ selectedUserId: idParam.optional() });
const cartItemParam = z.object({ cartItemId: idParam });
const entitlementRemovalQuery = z.object({ source: source.optional(), selectedUserId: idParam.optional() });

const basketDescription =
  'A basket belongs to a logged-in user (401 otherwise). `selected_user_id` picks the customer it is for: ' +
  'yourself or a linked account (same email) for customers, any customer for front-of-house staff (403 otherwise).';

export const cartEndpoints = {
  getCart: defineEndpoint({
    id: 'getCart',
    method: 'GET',
    path: '/cart',
    tag: 'Basket',
    summary: 'The basket, with totals, credits and offline payments',
    description:
      `${basketDescription} Places whose hold ran out are dropped, with a notice. A place offered from a waiting ` +
      'list appears here as a line held for 30 minutes (docs/decisions/0311-waiting-list.md).',
    auth: 'customer',
    query: selectedUserQuery,
    response: cartSchema,
    errors: [403, 422],
  }),
  discardCart: defineEndpoint({
    id: 'discardCart',
    method: 'DELETE',
    path: '/cart',
    tag: 'Basket',
    summary: 'Empty the basket: releases held places and removes payments; a new basket (uuid) starts',
    description: basketDescription,
    auth: 'customer',
    query: selectedUserQuery,
    response: cartSchema,
    errors: [403, 422],
  }),
  addToCart: defineEndpoint({
    id: 'addToCart',
    method: 'POST',
    path: '/cart/add',
    tag: 'Basket',
    summary: 'Add sessions: each holds a place for 15 minutes',
    description:
      `${basketDescription} All items are added or none. 409 when a session is full ("This session is full."), ` +
      'cancelled or started, or the attendee is already booked or holding a place on it; 422 when the attendee ' +
      'may not book at the chosen price (age, members only). A membership benefit or package use the attendee ' +
      'holds is applied automatically. Hold limits (docs/decisions/0312-hold-limits.md), with the message also under ' +
      '`items.<n>.id`: 409 when the customer and their linked accounts already hold 12 places, or 6 of this ' +
      'session; 429 with Retry-After when 30 places are held from the client address (8 of this session), or when ' +
      'half the session (at least 4 places) is held in baskets. A place that came free while people wait on the ' +
      "session's waiting list goes to them first, so the session may be full although it showed a place.",
    auth: 'customer',
    body: cartAddBodySchema,
    response: cartSchema,
    errors: [403, 404, 409, 422],
  }),
  removeFromCart: defineEndpoint({
    id: 'removeFromCart',
    method: 'POST',
    path: '/cart/remove',
    tag: 'Basket',
    summary: 'Remove items (their held places are released); only credit payments survive',
    description: basketDescription,
    auth: 'customer',
    query: z.object({ membershipUserId: idParam.optional(), selectedUserId: idParam.optional() }),
    body: cartRemoveBodySchema,
    response: cartSchema,
    errors: [403, 422],
  }),
  updateCartItem: defineEndpoint({
    id: 'updateCartItem',
    method: 'PUT',
    path: '/cart/{cartItemId}',
    tag: 'Basket',
    summary: "Change an item's pricing option or attendee (the held place is kept)",
    description: basketDescription,
    auth: 'customer',
    params: cartItemParam,
    body: cartItemUpdateBodySchema,
    response: cartSchema,
    errors: [403, 404, 409, 422],
  }),
  removeCartBenefit: defineEndpoint({
    id: 'removeCartBenefit',
    method: 'DELETE',
    path: '/activities/benefit/remove/{cartItemId}',
    tag: 'Basket',
    summary: 'Stop using a membership benefit for an item: the item is then paid for',
    description: `${basketDescription} 409 when no benefit is applied to the item.`,
    auth: 'customer',
    params: cartItemParam,
    query: entitlementRemovalQuery,
    response: cartSchema,
    errors: [403, 404, 409, 422],
  }),
  removeCartPackageUsage: defineEndpoint({
    id: 'removeCartPackageUsage',
    method: 'DELETE',
    path: '/activities/package/remove/{cartItemId}',
    tag: 'Basket',
    summary: 'Stop using a package for an item (the use is kept): the item is then paid for',
    description: `${basketDescription} 409 when no package use is applied to the item.`,
    auth: 'customer',
    params: cartItemParam,
    query: entitlementRemovalQuery,
    response: cartSchema,
    errors: [403, 404, 409, 422],
  }),
  extendCartHolds: defineEndpoint({
    id: 'extendCartHolds',
    method: 'POST',
    path: '/cart/extend-holds',
    tag: 'Basket',
    summary: '"Keep my places": every place held in the basket is held 15 minutes longer, at most twice',
    description:
      `${basketDescription} Each live hold's \`heldUntil\` moves 15 minutes later (bookings.md D23); places whose ` +
      'hold already ran out are not revived (they are dropped, with a notice). `holdExtensionsLeft` says how many ' +
      'extensions this basket has left. 409 when the basket holds no places, or when its places were already kept ' +
      'twice.',
    auth: 'customer',
    query: selectedUserQuery,
    body: cartExtendHoldsBodySchema,
    response: cartSchema,
    errors: [403, 409, 422],
  }),
  setCartPayment: defineEndpoint({
    id: 'setCartPayment',
    method: 'POST',
    path: '/cart/payments',
    tag: 'Basket',
    summary: 'Put an offline tender or credit against the basket (replaces the same tender; 0 or less removes it)',
    description:
      `${basketDescription} Customers may use credit only; cash, cheque and offline vouchers are taken by ` +
      "front-of-house staff. Credit is limited to the credits' maxApplicable, and no payment may exceed what is " +
      'left to pay.',
    auth: 'customer',
    body: cartPaymentBodySchema,
    response: cartSchema,
    errors: [403, 422],
  }),
};
