// My-account pages the spec leaves "not shown": packages, guest passes, payments history, saved cards.
// Designed as a leisure operator's account area (docs/decisions/0400–0404). A customer only ever sees their own.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { id, idParam } from '../common.ts';
import {
  accountPackageSchema,
  guestPassOverviewSchema,
  guestPassSchema,
  issueGuestPassBody,
  paymentsPageSchema,
  paymentsQuery,
  savedCardSchema,
} from './accountSchemas.ts';

export * from './accountSchemas.ts';

const idParams = z.object({ id: idParam });

export const accountEndpoints = {
  listMyPackages: defineEndpoint({
    id: 'listMyPackages',
    method: 'GET',
    path: '/my-account/packages',
    tag: 'My account',
    summary: "The customer's packages with the uses left",
    description: 'Active packages first (soonest expiry first), then used-up and expired ones.',
    auth: 'customer',
    response: z.array(accountPackageSchema),
  }),
  getMyGuestPasses: defineEndpoint({
    id: 'getMyGuestPasses',
    method: 'GET',
    path: '/my-account/guest-passes',
    tag: 'My account',
    summary: "The customer's guest passes and what is left of the monthly allowance",
    auth: 'customer',
    response: guestPassOverviewSchema,
  }),
  issueGuestPass: defineEndpoint({
    id: 'issueGuestPass',
    method: 'POST',
    path: '/my-account/guest-passes',
    tag: 'My account',
    summary: 'Issue a guest pass to a named guest for a date',
    description:
      'The visit must be today or within the booking window; each calendar month allows as many passes as the ' +
      'membership includes (cancelled passes do not count). 403 when the membership includes none.',
    auth: 'customer',
    body: issueGuestPassBody,
    response: guestPassSchema,
    successStatus: 201,
    errors: [403, 404, 409, 422],
  }),
  cancelGuestPass: defineEndpoint({
    id: 'cancelGuestPass',
    method: 'DELETE',
    path: '/my-account/guest-passes/{id}',
    tag: 'My account',
    summary: 'Cancel an upcoming guest pass (it no longer counts against the allowance)',
    auth: 'customer',
    params: idParams,
    response: guestPassSchema,
    errors: [404, 409],
  }),
  listMyPayments: defineEndpoint({
    id: 'listMyPayments',
    method: 'GET',
    path: '/my-account/payments',
    tag: 'My account',
    summary: "The customer's payments, newest first, a page at a time",
    description: 'A page past the last answers an empty list with the real totals in `meta`.',
    auth: 'customer',
    query: paymentsQuery,
    response: paymentsPageSchema,
  }),
  listSavedCards: defineEndpoint({
    id: 'listSavedCards',
    method: 'GET',
    path: '/my-account/saved-cards',
    tag: 'My account',
    summary: "The customer's saved cards (expired ones are kept for three months, flagged recentlyExpired)",
    auth: 'customer',
    response: z.array(savedCardSchema),
  }),
  deleteSavedCard: defineEndpoint({
    id: 'deleteSavedCard',
    method: 'DELETE',
    path: '/my-account/saved-cards/{id}',
    tag: 'My account',
    summary: 'Delete a saved card (details cannot be edited: save a new card at checkout instead)',
    auth: 'customer',
    params: idParams,
    response: z.object({ id, deleted: z.literal(true) }),
    errors: [404],
  }),
};
