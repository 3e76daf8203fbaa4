import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery } from '@leisure/api-client';

/** One order of the logged-in customer (GET /orders/{orderId}): what the confirmation page shows. */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getOrder: builder.query({
      ...endpointQuery(routes.orders.getOrder),
      providesTags: (_order, _error, { params }) => [{ type: 'Order', id: params.orderId }],
    }),
  }),
});

export const { useGetOrderQuery } = ordersApi;
