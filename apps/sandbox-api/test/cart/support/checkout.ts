import { expect } from 'vitest';
import { contract } from '@leisure/api-contract';
import type { Clock } from '../../../src/clock.ts';
import type { Database } from '../../../src/db/database.ts';
import { placeOrderFromCart } from '../../../src/features/orders/index.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';
import { authoriseBody, card } from '../../checkout/support/checkoutKit.ts';
import { leaveSpaces, optionId, pickOpenSession } from './bookingFixtures.ts';

/** The ids of the checkout terms, all accepted, as the bookings checkout page sends them. */
export const checkoutTermIds = async (api: ApiCaller): Promise<number[]> =>
  (await api.call(contract.memberships.listCheckoutTerms)).json.data.map((term: { id: number }) => term.id);

/** Completes the bookings checkout of an authorised card payment, with every checkout term accepted. */
export const completeBookingsCheckout = async (api: ApiCaller, token: string, transactionUuid: string) =>
  api.call(contract.checkout.completeCheckout, {
    token,
    body: { source: 'bookings', terms: await checkoutTermIds(api), transactionUuid },
  });

/**
 * What the card provider's script does on the checkout page: the card details straight to the provider's origin
 * for a prepared session key, answering the card identifier to authorise with.
 */
async function cardIdentifierFor(providerOrigin: string, sessionKey: string) {
  const tokenised = await fetch(`${providerOrigin}/provider/v1/card-identifiers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionKey, cardDetails: card() }),
  });
  return ((await tokenised.json()) as { cardIdentifier: string }).cardIdentifier;
}

/**
 * Puts Spin (£7.50) and Yoga Flow (£8.00) at Salford in a basket: £15.50. The person's own, or with `forCustomer`
 * a customer's basket that staff fill; `skip` picks later sessions (among those open for booking).
 */
export async function spinAndYogaBasket(
  api: ApiCaller,
  db: Database,
  person: { token: string },
  forCustomer?: number,
  skip = 0,
) {
  const spin = pickOpenSession(db, 'salford-quays', 'Spin', skip);
  const yoga = pickOpenSession(db, 'salford-quays', 'Yoga Flow', skip);
  leaveSpaces(db, spin.id, 8);
  leaveSpaces(db, yoga.id, 8);
  const result = await api.call(contract.cart.addToCart, {
    token: person.token,
    body: {
      selectedUserId: forCustomer ?? null,
      items: [
        { type: 'session', id: spin.id, pricingOptionId: optionId(db, spin.activityId, 'Adult') },
        { type: 'session', id: yoga.id, pricingOptionId: optionId(db, yoga.activityId, 'Adult') },
      ],
    },
  });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data;
}

/**
 * prepare → tokenise → authorise for the bookings basket by card, as its checkout page does: the person's own
 * basket, or with `forCustomer` the customer's basket that staff pay. Answers each step and the accepted terms.
 */
export async function authoriseBasketByCard(
  api: ApiCaller,
  token: string,
  { forCustomer }: { forCustomer?: number } = {},
) {
  const selected = forCustomer === undefined ? {} : { selectedUserId: forCustomer };
  const prepared = await api.call(contract.checkout.prepareCheckout, {
    token,
    query: { source: 'bookings', ...selected },
  });
  expect(prepared.status, JSON.stringify(prepared.json)).toBe(200);
  const { sessionKey, providerOrigin } = prepared.json.data;
  const cardIdentifier = await cardIdentifierFor(providerOrigin, sessionKey);
  const terms = await checkoutTermIds(api);
  const authorised = await api.call(contract.checkout.authorisePayment, {
    token,
    body: authoriseBody(sessionKey, cardIdentifier, { source: 'bookings', ...selected, terms }),
  });
  return { prepared, terms, authorised };
}

/**
 * The whole card checkout of the bookings basket, as `authoriseBasketByCard` starts it: authorised without a
 * challenge, then completed into an order. Answers both steps.
 */
export async function payBasketByCard(api: ApiCaller, token: string, options: { forCustomer?: number } = {}) {
  const { terms, authorised } = await authoriseBasketByCard(api, token, options);
  expect(authorised.json.data.transactionStatus).toBe('authorised');
  const completed = await api.call(contract.checkout.completeCheckout, {
    token,
    body: { source: 'bookings', terms, transactionUuid: authorised.json.data.transactionUuid },
  });
  expect(completed.status, JSON.stringify(completed.json)).toBe(200);
  return { authorised, completed };
}

export interface ItemToAdd {
  sessionId: number;
  pricingOptionId: number;
  purchasedForUserId?: number;
}

/** Adds items to the person's basket and checks it out as the checkout would, paying the balance by card. */
export async function bookViaBasket(
  api: ApiCaller,
  db: Database,
  clock: Clock,
  person: { id: number; token: string },
  items: ItemToAdd[],
): Promise<number> {
  const added = await api.call(contract.cart.addToCart, {
    token: person.token,
    body: {
      items: items.map((item) => ({
        type: 'session',
        id: item.sessionId,
        pricingOptionId: item.pricingOptionId,
        purchasedForUserId: item.purchasedForUserId ?? null,
      })),
    },
  });
  if (added.status !== 200) throw new Error(`add failed ${added.status}: ${JSON.stringify(added.json)}`);
  const cart = added.json.data;
  const waivers = cart.attendeeWaiversRequired.map((entry: { attendee: { id: number }; waiver: { id: number } }) => ({
    userId: entry.attendee.id,
    waiverId: entry.waiver.id,
  }));
  const { orderId } = placeOrderFromCart(db, clock, {
    cartId: cart.id,
    placedByUserId: person.id,
    cardPayment: cart.totals.balance > 0 ? { amount: cart.totals.balance, reference: 'TEST-CARD' } : null,
    completedWaivers: waivers,
  });
  return orderId;
}
