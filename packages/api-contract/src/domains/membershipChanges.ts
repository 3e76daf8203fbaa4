// Freezing and cancelling a membership from the account pages (docs/decisions/0440, 0441). A member only ever
// reaches their own memberships: another customer's id is not found.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam } from '../common.ts';
import { heldMembershipSchema } from './membershipSchemas.ts';
import {
  cancellationQuoteSchema,
  freezeBody,
  freezeDatesQuery,
  freezeOptionsSchema,
  freezeQuoteSchema,
} from './membershipChangeSchemas.ts';

export * from './membershipChangeSchemas.ts';

const membershipParam = z.object({ membershipId: idParam });

export const membershipChangeEndpoints = {
  getFreezeOptions: defineEndpoint({
    id: 'getFreezeOptions',
    method: 'GET',
    path: '/my-account/memberships/{membershipId}/freeze',
    tag: 'My account',
    summary: 'The dates and fee a freeze of this membership may have',
    description:
      'A current monthly membership past its cooling-off period, with no notice given and no other freeze, can be ' +
      'frozen from its next collection for 7 days to 3 months. 409 with the reason when it cannot be frozen.',
    auth: 'customer',
    params: membershipParam,
    response: freezeOptionsSchema,
    errors: [404, 409],
  }),
  quoteFreeze: defineEndpoint({
    id: 'quoteFreeze',
    method: 'GET',
    path: '/my-account/memberships/{membershipId}/freeze/quote',
    tag: 'My account',
    summary: 'The effect of a freeze on the Direct Debit collections, before confirming it',
    description: '422 keys: startDate, endDate (out of range). 409 when the membership cannot be frozen.',
    auth: 'customer',
    params: membershipParam,
    query: freezeDatesQuery,
    response: freezeQuoteSchema,
    errors: [404, 409, 422],
  }),
  freezeMembership: defineEndpoint({
    id: 'freezeMembership',
    method: 'POST',
    path: '/my-account/memberships/{membershipId}/freeze',
    tag: 'My account',
    summary: 'Freeze a membership between two dates',
    description: '422 keys: startDate, endDate, reason. 409 when the membership cannot be frozen.',
    auth: 'customer',
    params: membershipParam,
    body: freezeBody,
    response: heldMembershipSchema,
    successStatus: 201,
    errors: [404, 409, 422],
  }),
  endMembershipFreeze: defineEndpoint({
    id: 'endMembershipFreeze',
    method: 'DELETE',
    path: '/my-account/memberships/{membershipId}/freeze',
    tag: 'My account',
    summary: 'End a current freeze today, or cancel a scheduled one',
    auth: 'customer',
    params: membershipParam,
    response: heldMembershipSchema,
    errors: [404, 409],
  }),
  quoteCancellation: defineEndpoint({
    id: 'quoteCancellation',
    method: 'GET',
    path: '/my-account/memberships/{membershipId}/cancellation',
    tag: 'My account',
    summary: 'What cancelling today would mean: notice period, last payment, end date, any cooling-off refund',
    description: '409 when notice has already been given or the membership has nothing to cancel.',
    auth: 'customer',
    params: membershipParam,
    response: cancellationQuoteSchema,
    errors: [404, 409],
  }),
  cancelMembership: defineEndpoint({
    id: 'cancelMembership',
    method: 'POST',
    path: '/my-account/memberships/{membershipId}/cancellation',
    tag: 'My account',
    summary: 'Give notice to cancel (or cancel within the cooling-off period with a full refund)',
    description: 'Emails the member the end date and last payment. 409 when notice has already been given.',
    auth: 'customer',
    params: membershipParam,
    response: heldMembershipSchema,
    successStatus: 201,
    errors: [404, 409],
  }),
  withdrawMembershipCancellation: defineEndpoint({
    id: 'withdrawMembershipCancellation',
    method: 'DELETE',
    path: '/my-account/memberships/{membershipId}/cancellation',
    tag: 'My account',
    summary: 'Keep the membership: withdraw notice before it takes effect',
    description: '409 when no notice is pending or a cooling-off cancellation has already taken effect.',
    auth: 'customer',
    params: membershipParam,
    response: heldMembershipSchema,
    errors: [404, 409],
  }),
};
