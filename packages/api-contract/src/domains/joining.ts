import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { joiningCartQuery, joiningCartSchema, storeJoiningCartBodySchema } from './joiningSchemas.ts';

export * from './joiningSchemas.ts';

// The online-joining cart: load, store, clear.

/** The customer a front-of-house clear is for, as storing the cart takes it (joiningSchemas.ts). */
const selectedUser = { selectedUserId: storeJoiningCartBodySchema.shape.selectedUserId };

const joiningCustomer =
  '`selected_user_id` buys for that customer: front-of-house staff only (403 for a customer choosing someone ' +
  "else); without it the cart is the caller's own.";

export const joiningEndpoints = {
  getJoiningCart: defineEndpoint({
    id: 'getJoiningCart',
    method: 'GET',
    path: '/memberships/online-joining',
    tag: 'Online joining',
    summary: "The user's stored joining selection (the checkout cart of online joining), or null",
    description: joiningCustomer,
    auth: 'customer',
    query: joiningCartQuery,
    errors: [403, 422],
    response: joiningCartSchema.nullable(),
  }),
  storeJoiningCart: defineEndpoint({
    id: 'storeJoiningCart',
    method: 'POST',
    path: '/memberships/online-joining/store',
    tag: 'Online joining',
    summary: 'Stores the membership being bought as the joining cart (replacing any earlier one)',
    description:
      'Checks the venue, that the membership is sold there and purchasable by the user, the start date and billing ' +
      'day, any promotion, and (for a recurring option when the user has no Direct Debit instruction) the bank ' +
      'details including the modulus check. 422 messages use the keys homeVenueId, membershipTypeId (also for the ' +
      'payment option), startDate, billingDay, promotionCodeId, accountHolder, ddTermsAccepted, accountDetails ' +
      '(missing details, or a sort code and account number that fail the modulus check), ' +
      'accountDetails.sortCode, accountDetails.accountNumber and accountDetails.billing*. ' +
      joiningCustomer,
    auth: 'customer',
    body: storeJoiningCartBodySchema,
    response: joiningCartSchema,
    successStatus: 201,
    errors: [403, 422],
  }),
  clearJoiningCart: defineEndpoint({
    id: 'clearJoiningCart',
    method: 'DELETE',
    path: '/cart/clear',
    tag: 'Online joining',
    summary: 'Clears the joining cart and the answers saved for it',
    description: joiningCustomer,
    auth: 'customer',
    body: z.object({
      source: z.literal('online-joining', { error: 'Only the online-joining cart can be cleared here.' }),
      ...selectedUser,
    }),
    response: z.object({ cleared: z.boolean() }),
    errors: [403, 422],
  }),
};
