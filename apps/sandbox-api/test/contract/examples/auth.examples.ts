import { contract, type DataFields } from '@leisure/api-contract';
import { examplesOf, loggedInOnly, type ContractExample } from '../contractExample.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../../src/seed/demoAccounts.ts';

const { auth } = contract;

// Failing log-ins use made-up usernames: failures on a demo account would lock it for the examples of
// every other domain that log in as it.

const checksumOf = async (api: ApiCaller, onboardingType: string, token?: string) =>
  (await api.call<{ data: DataFields }>(auth.getDataFields, { query: { onboardingType }, token })).json.data.checksum;

const registrationFor = async (api: ApiCaller, email: string) => ({
  query: { onboardingType: 'customer_account_online' },
  body: {
    clientId: 1,
    source: 'bookings',
    password: DEMO_PASSWORD,
    passwordConfirmation: DEMO_PASSWORD,
    termsAccepted: true,
    dataFields: {
      _checksum: await checksumOf(api, 'customer_account_online'),
      firstName: 'Ruth',
      lastName: 'Okafor',
      dateOfBirth: '1988-07-02',
      email,
      addressLine1: '9 Mill Lane',
      town: 'Bath',
      postcode: 'BA1 1AA',
    },
  },
});

/** A reset token mailed to a throwaway account (resetting a demo account would change its password). */
async function resetTokenForNewAccount(api: ApiCaller): Promise<string> {
  const email = 'reset.example@example.com';
  await api.call(auth.register, await registrationFor(api, email));
  await api.call(auth.forgottenPassword, { body: { emailOrReference: email } });
  const outbox = (await (await fetch(`${api.origin}/__sandbox/emails?to=${encodeURIComponent(email)}`)).json()) as {
    data: { link: string }[];
  };
  return new URL(outbox.data[0]!.link).searchParams.get('token')!;
}

export const authExamples: ContractExample[] = [
  ...examplesOf(
    auth.login,
    {
      name: 'by customer ID',
      request: () => ({ body: { username: demoAccounts.memberWithDirectDebit.reference, password: DEMO_PASSWORD } }),
    },
    {
      name: 'by email',
      request: () => ({ body: { username: demoAccounts.customerWithPenalties.email, password: DEMO_PASSWORD } }),
    },
    {
      name: 'wrong credentials (one message for all)',
      request: () => ({ body: { username: 'not.a.customer@example.com', password: 'Guess-123' } }),
      status: 422,
    },
    {
      name: 'an email two accounts share asks for the customer ID',
      request: () => ({ body: { username: demoAccounts.sharedEmailParent.email, password: DEMO_PASSWORD } }),
      status: 422,
    },
    {
      name: 'locked after 5 failures',
      request: async (api) => {
        const body = { username: 'locked.out@example.com', password: 'Guess-123' };
        for (let attempt = 0; attempt < 5; attempt += 1) await api.call(auth.login, { body });
        return { body };
      },
      status: 429,
    },
    { name: 'no body', request: () => ({ body: {} }), status: 422 },
  ),

  ...loggedInOnly(auth.logout, { name: 'ends the session', as: 'memberWithoutDirectDebit' }, 'without a token'),

  ...examplesOf(
    auth.getUser,
    { name: 'a member with a Direct Debit', as: 'memberWithDirectDebit' },
    { name: 'penalties and an expiring document', as: 'customerWithPenalties' },
    { name: 'front-of-house staff', as: 'staff' },
    { name: 'a bad token', request: () => ({ token: 'not-a-real-token' }), status: 401 },
  ),

  ...examplesOf(
    auth.register,
    { name: 'a new customer', request: (api) => registrationFor(api, 'ruth.okafor@example.com') },
    {
      name: 'a weak password and no terms',
      request: async (api) => {
        const request = await registrationFor(api, 'weak.password@example.com');
        return {
          ...request,
          body: { ...request.body, password: 'password', passwordConfirmation: 'password', termsAccepted: false },
        };
      },
      status: 422,
    },
    {
      name: 'a tampered checksum',
      request: async (api) => {
        const request = await registrationFor(api, 'tampered@example.com');
        return { ...request, body: { ...request.body, dataFields: { ...request.body.dataFields, _checksum: 'f00d' } } };
      },
      status: 422,
    },
  ),

  ...examplesOf(
    auth.forgottenPassword,
    {
      name: 'a known customer ID',
      request: () => ({ body: { emailOrReference: demoAccounts.memberWithoutDirectDebit.reference } }),
    },
    { name: 'nobody (same answer)', request: () => ({ body: { emailOrReference: 'nobody@example.com' } }) },
    {
      name: 'an email two accounts share: "Multiple…"',
      request: () => ({ body: { emailOrReference: demoAccounts.sharedEmailChild.email } }),
      status: 422,
    },
  ),

  ...examplesOf(
    auth.resetPassword,
    {
      name: 'with the emailed token',
      request: async (api) => ({
        body: {
          token: await resetTokenForNewAccount(api),
          password: 'New-pass-42',
          passwordConfirmation: 'New-pass-42',
        },
      }),
    },
    {
      name: 'an unknown token',
      request: () => ({
        body: { token: 'no-such-token', password: 'New-pass-42', passwordConfirmation: 'New-pass-42' },
      }),
      status: 422,
    },
  ),

  ...examplesOf(
    auth.updateUser,
    {
      name: 'membership-purchase answers',
      as: 'memberWithoutDirectDebit',
      request: async (api, token) => ({
        token,
        query: { onboardingType: 'membership_purchase' },
        body: {
          _checksum: await checksumOf(api, 'membership_purchase', token),
          emergencyContactName: 'Priti Patel',
          emergencyContactPhone: '07700 900888',
          emergencyContactRelationship: 'parent',
          phone: '',
          heardAboutUs: 'social',
        },
      }),
    },
    {
      name: 'a stale checksum',
      as: 'memberWithDirectDebit',
      request: (_api, token) => ({
        token,
        query: { onboardingType: 'membership_purchase' },
        body: { _checksum: 'stale' },
      }),
      status: 422,
    },
  ),

  ...examplesOf(
    auth.changePassword,
    {
      name: 'knowing the current password (a throwaway account: a demo account must keep its password)',
      request: async (api) => {
        const registered = await api.call<{ data: { token: string } }>(
          auth.register,
          await registrationFor(api, 'change.example@example.com'),
        );
        return {
          token: registered.json.data.token,
          body: { currentPassword: DEMO_PASSWORD, password: 'New-pass-42', passwordConfirmation: 'New-pass-42' },
        };
      },
    },
    {
      name: 'a wrong current password',
      as: 'memberWithoutDirectDebit',
      request: (_api, token) => ({
        token,
        body: { currentPassword: 'Not-the-one1!', password: 'New-pass-42', passwordConfirmation: 'New-pass-42' },
      }),
      status: 422,
    },
  ),

  ...examplesOf(
    auth.getDataFields,
    { name: 'the registration form', request: () => ({ query: { onboardingType: 'customer_account_online' } }) },
    {
      name: 'the membership-purchase form, pre-filled',
      as: 'memberWithDirectDebit',
      request: (_api, token) => ({ token, query: { onboardingType: 'membership_purchase' } }),
    },
    {
      name: 'membership purchase needs a user',
      request: () => ({ query: { onboardingType: 'membership_purchase' } }),
      status: 401,
    },
  ),

  ...examplesOf(auth.getAccountTerms, { name: 'the account terms' }),
];
