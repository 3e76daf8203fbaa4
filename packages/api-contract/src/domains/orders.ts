// Orders.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam } from '../common.ts';
import { orderSchema } from './orderSchemas.ts';

export * from './orderSchemas.ts';

export const orderEndpoints = {
  getOrder: defineEndpoint({
    id: 'getOrder',
    method: 'GET',
    path: '/orders/{orderId}',
    tag: 'Orders',
    summary: 'An order of the logged-in customer (the confirmation page reads it)',
    description:
      'The customer it is for and whoever placed it may read it; staff also the orders of the customer they selected ' +
      "last (decision 0601). Anyone else's order is 404. " +
      'For a front-of-house receipt it says who placed it (`placedBy`), whether each line may print one ' +
      '(`enablePrintReceipt`) and each tender, a card with its `lastFourDigits` when known (decision 0621).',
    auth: 'customer',
    params: z.object({ orderId: idParam }),
    response: orderSchema,
    errors: [404],
  }),
};
