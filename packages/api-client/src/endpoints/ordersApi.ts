import { ordersRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';

/** The logged-in customer's orders: one order (GET /orders/{orderId}) for its confirmation page. */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getOrder: builder.query({
      ...endpointQuery(ordersRoutes.getOrder),
      providesTags: (_order, _error, { params }) => [{ type: 'Order', id: params.orderId }],
    }),
  }),
});

export const { useGetOrderQuery } = ordersApi;
