import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract, type JoiningCart } from '@leisure/api-contract';
import { createAuthCookies } from '@leisure/auth';
import { ukIsoDate } from '../../src/features/joining/dates/startDateRules.ts';
import { apiBaseUrl } from './sandboxApi.ts';

/** The API as the logged-in test customer (the token the app reads from its cookie). */
export function customerApiClient() {
  const token = createAuthCookies({ domain: undefined, secure: false }).readToken();
  return createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });
}

/**
 * Stores a monthly membership starting today in the logged-in customer's joining cart, with new bank details, as an
 * earlier visit to the joining page would have; with `selectedUserId`, staff store it in that customer's cart.
 */
export async function storeMonthlyJoiningCart({
  centreSlug,
  membershipSlug,
  billingDay,
  selectedUserId,
}: {
  centreSlug: string;
  membershipSlug: string;
  billingDay: number;
  selectedUserId?: number;
}): Promise<JoiningCart> {
  const client = customerApiClient();
  const centres = await callEndpoint(client, contract.site.listJoiningVenues);
  const centre = centres.find((candidate) => candidate.slug === centreSlug)!;
  const types = await callEndpoint(client, contract.memberships.listMembershipTypes, { query: { venueId: centre.id } });
  const type = types.find((candidate) => candidate.slug === membershipSlug)!;
  const option = type.paymentOptions.find((candidate) => candidate.paymentType === 'recurring')!;
  return callEndpoint(client, contract.joining.storeJoiningCart, {
    body: {
      homeVenueId: centre.id,
      membershipTypeId: type.id,
      paymentOptionId: option.id,
      startDate: ukIsoDate(new Date()),
      billingDay,
      accountHolder: 'Sam Patel',
      ddTermsAccepted: true,
      accountDetails: { sortCode: '089999', accountNumber: '66374958' },
      selectedUserId,
    },
  });
}
