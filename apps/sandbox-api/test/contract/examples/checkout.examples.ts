import { contract, type CheckoutPreparation, type JoiningCart } from '@leisure/api-contract';
import { examplesOf, type ContractExample } from '../contractExample.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';
import { newMonthlyGym } from './memberships.examples.ts';
import { findSession, priceId } from './activities.examples.ts';
import { authoriseBody, card } from '../../checkout/support/checkoutKit.ts';

const { checkout, joining, memberships, auth, cart } = contract;

/** Stores a monthly gym membership in the caller's joining cart; answers the ids of the checkout terms. */
async function joiningCartWithTerms(api: ApiCaller, token: string | undefined): Promise<number[]> {
  const stored = await api.call<{ data: JoiningCart }>(joining.storeJoiningCart, {
    token,
    body: await newMonthlyGym(api),
  });
  if (stored.status !== 201) throw new Error(`Could not store the joining cart: ${JSON.stringify(stored.json)}`);
  const terms = await api.call<{ data: { id: number }[] }>(memberships.listCheckoutTerms, {
    token,
    query: { cartId: stored.json.data.cartId },
  });
  return terms.json.data.map((term) => term.id);
}

/** prepare, then the browser's tokenise on the provider origin: the body authorise needs. */
async function authoriseRequest(api: ApiCaller, token: string | undefined) {
  const terms = await joiningCartWithTerms(api, token);
  const prepared = (
    await api.call<{ data: CheckoutPreparation }>(checkout.prepareCheckout, {
      token,
      query: { source: 'online-joining' },
    })
  ).json.data;
  const tokenised = await fetch(`${prepared.providerOrigin}/provider/v1/card-identifiers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionKey: prepared.sessionKey, cardDetails: card({ expiryDate: '1299' }) }),
  });
  const { cardIdentifier } = (await tokenised.json()) as { cardIdentifier: string };
  return { terms, body: authoriseBody(prepared.sessionKey, cardIdentifier, { terms }) };
}

/** A class in the basket of a customer, put there by staff and paid in cash: what front of house checks out. */
async function cashBasket(api: ApiCaller, token: string | undefined) {
  const customerToken = await api.login('memberWithoutDirectDebit');
  const customerId = (await api.call(auth.getUser, { token: customerToken })).json.data.id as number;
  await api.call(cart.discardCart, { token, query: { selectedUserId: customerId } });
  const session = await findSession(api, customerToken, 'salford-quays', 'racquet-sports');
  const added = await api.call(cart.addToCart, {
    token,
    body: {
      selectedUserId: customerId,
      items: [{ type: 'session', id: session.id, pricingOptionId: await priceId(api, session.id, 'Adult') }],
    },
  });
  if (added.status !== 200) throw new Error(`Could not add to the basket: ${JSON.stringify(added.json)}`);
  const total = added.json.data.totals.total as number;
  await api.call(cart.setCartPayment, {
    token,
    body: { tenderType: 'cash', amount: total, selectedUserId: customerId },
  });
  const terms = (await api.call<{ data: { id: number }[] }>(memberships.listCheckoutTerms, { token })).json.data;
  return {
    body: {
      selectedUserId: customerId,
      terms: terms.map((term) => term.id),
      payments: [{ tenderType: 'cash', amount: total }],
    },
  };
}

/** Examples for card checkout, free orders and front-of-house payment. */
export const checkoutExamples: ContractExample[] = [
  ...examplesOf(
    checkout.prepareCheckout,
    {
      name: 'a card payment for the joining cart',
      as: 'customerWithPenalties',
      request: async (api, token) => {
        await joiningCartWithTerms(api, token);
        return { query: { source: 'online-joining' } };
      },
    },
    {
      name: 'an empty joining cart',
      as: 'customerWithPenalties',
      request: async (api, token) => {
        await api.call(joining.clearJoiningCart, { token, body: { source: 'online-joining' } });
        return { query: { source: 'online-joining' } };
      },
      status: 422,
    },
  ),
  ...examplesOf(
    checkout.authorisePayment,
    {
      name: 'a Visa Debit, authorised without a challenge',
      as: 'customerWithPenalties',
      request: async (api, token) => ({ body: (await authoriseRequest(api, token)).body }),
    },
    {
      name: 'a card number sent to the API',
      as: 'customerWithPenalties',
      request: async (api, token) => {
        const { body } = await authoriseRequest(api, token);
        return { body: { ...body, cardNumber: '4462000000000003' } };
      },
      status: 422,
    },
  ),
  ...examplesOf(
    checkout.completeCheckout,
    {
      name: 'an authorised payment becomes an order',
      as: 'customerWithPenalties',
      request: async (api, token) => {
        const { body, terms } = await authoriseRequest(api, token);
        const authorised = await api.call(checkout.authorisePayment, { token, body });
        return {
          body: { source: 'online-joining', terms, transactionUuid: authorised.json.data.transactionUuid },
        };
      },
    },
    {
      name: 'an unknown transaction',
      as: 'customerWithPenalties',
      request: () => ({
        body: { source: 'online-joining', transactionUuid: '00000000-0000-4000-8000-000000000000' },
      }),
      status: 404,
    },
  ),
  ...examplesOf(
    checkout.payAtFrontOfHouse,
    { name: "a customer's basket paid in cash", as: 'staff', request: cashBasket },
    { name: 'a customer', as: 'customerWithPenalties', request: () => ({ body: { selectedUserId: 1 } }), status: 403 },
  ),
];
