import { checkoutRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';

/**
 * Paying for the joining cart or the bookings basket (docs/product/platform.md §7 Checkout, decisions 0500-0502). All
 * four are mutations, prepare's GET included: each call makes something that is used once (a merchant session key, a
 * transaction, an order), so no answer may be cached or shared. The card payment's state machine
 * (@leisure/payment, decision 0011) holds what they answered; they invalidate nothing, as the page reloads the cart
 * a payment empties once it has moved on to the confirmation (decision 0505).
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    prepareCheckout: builder.mutation(endpointQuery(checkoutRoutes.prepareCheckout)),
    authorisePayment: builder.mutation(endpointQuery(checkoutRoutes.authorisePayment)),
    completeCheckout: builder.mutation(endpointQuery(checkoutRoutes.completeCheckout)),
    payAtFrontOfHouse: builder.mutation(endpointQuery(checkoutRoutes.payAtFrontOfHouse)),
  }),
});
