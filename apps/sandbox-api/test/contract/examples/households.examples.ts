import { contract, type DataFields } from '@leisure/api-contract';
import { examplesOf, loggedInOnly, type ContractExample } from '../contractExample.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../../src/seed/demoAccounts.ts';

const { households, auth } = contract;

// Households (docs/decisions/0313-households.md). Changes are made by throwaway accounts, so the demo Hughes
// household stays as every other domain's examples expect it.

let made = 0;

/** A new customer's log-in token (a fresh address each time). */
async function newCustomer(api: ApiCaller): Promise<{ token: string; email: string }> {
  made += 1;
  const email = `household.example.${made}.${Date.now()}@example.com`;
  const form = await api.call<{ data: DataFields }>(auth.getDataFields, {
    query: { onboardingType: 'customer_account_online' },
  });
  const answer = await api.call(auth.register, {
    query: { onboardingType: 'customer_account_online' },
    body: {
      clientId: 1,
      source: 'my-account',
      password: DEMO_PASSWORD,
      passwordConfirmation: DEMO_PASSWORD,
      termsAccepted: true,
      dataFields: {
        _checksum: form.json.data.checksum,
        firstName: 'Tayo',
        lastName: 'Adeyemi',
        dateOfBirth: '1985-03-03',
        email,
        addressLine1: '3 Mill Lane',
        town: 'Bath',
        postcode: 'BA1 1AA',
      },
    },
  });
  return { token: answer.json.data.token, email };
}

/** A payer who has invited a new adult: both tokens and the code from the invitation email. */
async function invited(api: ApiCaller) {
  const payer = await newCustomer(api);
  const adult = await newCustomer(api);
  const answer = await api.call(households.inviteHouseholdAdult, { token: payer.token, body: { email: adult.email } });
  const outbox = (await (
    await fetch(`${api.origin}/__sandbox/emails?to=${encodeURIComponent(adult.email)}`)
  ).json()) as {
    data: { body_text?: string; bodyText?: string }[];
  };
  const text = outbox.data.map((email) => email.body_text ?? email.bodyText ?? '').join('\n');
  const code = /([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(text)![1]!;
  return { payer, adult, code, invitationId: answer.json.data.invitations[0].id as number };
}

const idOf = async (api: ApiCaller, key: keyof typeof demoAccounts) => {
  const token = await api.login(key);
  return (await api.call(auth.getUser, { token })).json.data.id as number;
};

export const householdExamples: ContractExample[] = [
  ...loggedInOnly(
    households.getMyHousehold,
    { name: 'the Hughes household, as its payer', as: 'sharedEmailParent' },
    'a visitor has no household',
  ),
  ...examplesOf(
    households.addHouseholdChild,
    {
      name: 'a child with no log-in of their own',
      request: async (api) => ({
        token: (await newCustomer(api)).token,
        body: { firstName: 'Femi', lastName: 'Adeyemi', dateOfBirth: '2016-09-01' },
      }),
    },
    {
      name: 'an adult is not a child',
      request: async (api) => ({
        token: (await newCustomer(api)).token,
        body: { firstName: 'Femi', lastName: 'Adeyemi', dateOfBirth: '1990-09-01' },
      }),
      status: 422,
    },
    {
      name: 'only the payer adds children',
      as: 'sharedEmailChild',
      request: () => ({ body: { firstName: 'Femi', lastName: 'Hughes', dateOfBirth: '2016-09-01' } }),
      status: 403,
    },
  ),
  ...examplesOf(
    households.inviteHouseholdAdult,
    {
      name: 'an invitation code sent by email',
      request: async (api) => ({ token: (await newCustomer(api)).token, body: { email: 'another.adult@example.com' } }),
    },
    {
      name: 'not an email address',
      as: 'memberWithoutDirectDebit',
      request: () => ({ body: { email: 'x' } }),
      status: 422,
    },
  ),
  ...examplesOf(
    households.previewHouseholdInvitation,
    {
      name: 'who sent the invitation, before answering it',
      request: async (api) => {
        const { adult, code } = await invited(api);
        return { token: adult.token, body: { code } };
      },
    },
    {
      name: 'a wrong code',
      request: async (api) => ({ token: (await newCustomer(api)).token, body: { code: 'AAAA-BBBB-CCCC' } }),
      status: 422,
    },
  ),
  ...examplesOf(
    households.acceptHouseholdInvitation,
    {
      name: 'joining with the code',
      request: async (api) => {
        const { adult, code } = await invited(api);
        return { token: adult.token, body: { code } };
      },
    },
    {
      name: 'a wrong code',
      request: async (api) => ({ token: (await newCustomer(api)).token, body: { code: 'AAAA-BBBB-CCCC' } }),
      status: 422,
    },
  ),
  ...examplesOf(households.declineHouseholdInvitation, {
    name: 'turning an invitation down',
    request: async (api) => {
      const { adult, code } = await invited(api);
      return { token: adult.token, body: { code } };
    },
  }),
  ...examplesOf(
    households.cancelHouseholdInvitation,
    {
      name: 'the payer withdraws an invitation',
      request: async (api) => {
        const { payer, invitationId } = await invited(api);
        return { token: payer.token, params: { id: invitationId } };
      },
    },
    {
      name: 'no such invitation',
      as: 'sharedEmailParent',
      request: () => ({ params: { id: 99_999_999 } }),
      status: 404,
    },
  ),
  ...examplesOf(
    households.leaveHousehold,
    {
      name: 'an adult leaves',
      request: async (api) => {
        const { adult, code } = await invited(api);
        await api.call(households.acceptHouseholdInvitation, { token: adult.token, body: { code } });
        return { token: adult.token };
      },
    },
    { name: 'someone in no household', as: 'memberWithoutDirectDebit', status: 409 },
  ),
  ...examplesOf(
    households.removeHouseholdMember,
    {
      name: 'the payer removes a child',
      request: async (api) => {
        const { token } = await newCustomer(api);
        const added = await api.call(households.addHouseholdChild, {
          token,
          body: { firstName: 'Femi', lastName: 'Adeyemi', dateOfBirth: '2016-09-01' },
        });
        return { token, params: { id: added.json.data.members[1].id } };
      },
    },
    {
      name: 'a child cannot remove the payer',
      as: 'sharedEmailChild',
      request: async (api) => ({ params: { id: await idOf(api, 'sharedEmailParent') } }),
      status: 403,
    },
  ),
  ...examplesOf(
    households.getStaffCustomerHousehold,
    {
      name: "staff see Ellie's household",
      as: 'staff',
      request: async (api) => ({ params: { id: await idOf(api, 'sharedEmailChild') } }),
    },
    {
      name: 'customers may not',
      as: 'memberWithoutDirectDebit',
      request: () => ({ params: { id: 1 } }),
      status: 403,
    },
  ),
  ...examplesOf(
    auth.requestCustomerIds,
    {
      name: 'the customer IDs of a shared email',
      request: () => ({ body: { email: demoAccounts.sharedEmailChild.email } }),
    },
    { name: 'not an email address', request: () => ({ body: { email: 'nope' } }), status: 422 },
  ),
];
