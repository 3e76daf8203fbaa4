import { contract } from '@leisure/api-contract';
import type { ContractExample } from '../contractExample.ts';
import { examplesOf } from '../contractExample.ts';
import { adultPlaceAfterEmptying } from './activities.examples.ts';

const { cart } = contract;

/** Examples for the basket calls added with the bookings work: "Keep my places". */
export const cartExamples: ContractExample[] = [
  ...examplesOf(
    cart.extendCartHolds,
    {
      name: 'keep my places for 15 more minutes',
      as: 'memberWithoutDirectDebit',
      request: async (api, token) => {
        const place = await adultPlaceAfterEmptying(api, token, 'salford-quays', 'swimming');
        await api.call(cart.addToCart, { token, body: { items: [place] } });
        return { body: {} };
      },
    },
    {
      name: 'nothing held to keep',
      as: 'memberWithDirectDebit',
      request: async (api, token) => {
        await api.call(cart.discardCart, { token });
        return { body: {} };
      },
      status: 409,
    },
  ),
];
