import { contract, type GuestPassOverview, type SavedCard } from '@leisure/api-contract';
import { examplesOf, loggedInOnly } from '../contractExample.ts';
import type { ContractExample } from '../contractExample.ts';
import { addDays } from '@leisure/dates';
import { systemClock, ukToday } from '../../../src/clock.ts';

const { account, geocoding } = contract;

// The contract test runs on the real clock: dates are relative to today.
const tomorrow = () => addDays(ukToday(systemClock), 1);

/** Examples for the my-account packages, guest passes, payments, saved cards, geocoding. */
export const accountExamples: ContractExample[] = [
  ...loggedInOnly(
    account.listMyPackages,
    { name: "a member's packages", as: 'memberWithDirectDebit' },
    'without logging in',
  ),

  ...examplesOf(
    account.getMyGuestPasses,
    { name: 'allowance and passes of a member', as: 'memberWithDirectDebit' },
    { name: 'a customer without guest passes', as: 'customerWithPenalties' },
  ),
  ...examplesOf(
    account.issueGuestPass,
    {
      name: 'a pass for tomorrow',
      as: 'memberWithoutDirectDebit',
      request: () => ({
        body: { guestFirstName: 'Nia', guestLastName: 'Roberts', guestEmail: 'nia@example.com', visitDate: tomorrow() },
      }),
    },
    {
      name: 'a membership without guest passes',
      as: 'customerWithPenalties',
      request: () => ({ body: { guestFirstName: 'Nia', guestLastName: 'Roberts', visitDate: tomorrow() } }),
      status: 403,
    },
    {
      name: 'no guest name and an impossible date',
      as: 'memberWithoutDirectDebit',
      request: () => ({ body: { guestLastName: 'Roberts', visitDate: '2026-02-31' } }),
      status: 422,
    },
  ),
  ...examplesOf(
    account.cancelGuestPass,
    {
      name: 'an upcoming pass',
      as: 'memberWithDirectDebit',
      request: async (api, token) => {
        const overview = (await api.call<{ data: GuestPassOverview }>(account.getMyGuestPasses, { token })).json.data;
        const upcoming = overview.passes.find((pass) => pass.status === 'upcoming');
        if (!upcoming) throw new Error('The seed gives Alex Morgan an upcoming guest pass');
        return { params: { id: upcoming.id } };
      },
    },
    { name: 'an unknown pass', as: 'memberWithDirectDebit', request: () => ({ params: { id: 999999 } }), status: 404 },
  ),

  ...examplesOf(
    account.listMyPayments,
    { name: 'the first page of payments', as: 'memberWithDirectDebit' },
    { name: 'page 2, five a page', as: 'memberWithDirectDebit', request: () => ({ query: { page: 2, perPage: 5 } }) },
    { name: 'too many a page', as: 'memberWithDirectDebit', request: () => ({ query: { perPage: 500 } }), status: 422 },
  ),

  ...examplesOf(account.listSavedCards, { name: 'a card that has just expired', as: 'memberWithoutDirectDebit' }),
  ...examplesOf(
    account.deleteSavedCard,
    {
      name: "the customer's own card",
      as: 'customerWithPenalties',
      request: async (api, token) => {
        const [card] = (await api.call<{ data: SavedCard[] }>(account.listSavedCards, { token })).json.data;
        if (!card) throw new Error('The seed gives Jordan Lee a saved card');
        return { params: { id: card.id } };
      },
    },
    { name: 'an unknown card', as: 'memberWithDirectDebit', request: () => ({ params: { id: 999999 } }), status: 404 },
  ),

  ...examplesOf(
    geocoding.geocodePlaces,
    {
      name: 'a town',
      request: () => ({ params: { query: 'Manchester' }, query: { accessToken: 'sandbox', country: 'gb' } }),
    },
    {
      name: 'a full postcode',
      request: () => ({ params: { query: 'SW9 8QQ' }, query: { accessToken: 'sandbox', country: 'gb', limit: 1 } }),
    },
    {
      name: 'nothing matches',
      request: () => ({ params: { query: 'xqzvwk' }, query: { accessToken: 'sandbox', country: 'gb' } }),
    },
    {
      name: 'a one-letter query',
      request: () => ({ params: { query: 'x' }, query: { accessToken: 'sandbox' } }),
      status: 422,
    },
    { name: 'no access token', request: () => ({ params: { query: 'Leeds' } }), status: 401 },
  ),
];
