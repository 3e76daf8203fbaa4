import { contract } from '@leisure/api-contract';
import type { ContractExample } from '../contractExample.ts';
import { example } from '../contractExample.ts';
import { findSession, priceId } from './activities.examples.ts';

const { cart } = contract;

/** Examples for the basket calls added with the bookings work: "Keep my places". */
export const cartExamples: ContractExample[] = [
  example({
    endpoint: cart.extendCartHolds,
    name: 'keep my places for 15 more minutes',
    as: 'memberWithoutDirectDebit',
    request: async (api, token) => {
      await api.call(cart.discardCart, { token });
      const session = await findSession(api, token, 'salford-quays', 'swimming');
      await api.call(cart.addToCart, {
        token,
        body: {
          items: [{ type: 'session', id: session.id, pricingOptionId: await priceId(api, session.id, 'Adult') }],
        },
      });
      return { body: {} };
    },
  }),
  example({
    endpoint: cart.extendCartHolds,
    name: 'nothing held to keep',
    as: 'memberWithDirectDebit',
    request: async (api, token) => {
      await api.call(cart.discardCart, { token });
      return { body: {} };
    },
    status: 409,
  }),
];
