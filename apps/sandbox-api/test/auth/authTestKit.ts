import { contract, type DataFields } from '@leisure/api-contract';
import type { ApiCaller } from '../support/apiCaller.ts';
import { DEMO_PASSWORD } from '../../src/seed/demoAccounts.ts';
import { graceRegistrationFields } from '../../src/testing.ts';

/** A complete, valid registration for the customer_account_online form, with its checksum. */
export async function registrationBody(api: ApiCaller, overrides: Record<string, unknown> = {}) {
  const form = await api.call<{ data: DataFields }>(contract.auth.getDataFields, {
    query: { onboardingType: 'customer_account_online' },
  });
  return {
    clientId: 1,
    source: 'online-joining',
    password: DEMO_PASSWORD,
    passwordConfirmation: DEMO_PASSWORD,
    termsAccepted: true,
    ...overrides,
    dataFields: {
      ...graceRegistrationFields,
      _checksum: form.json.data.checksum,
      ...((overrides.dataFields as Record<string, unknown> | undefined) ?? {}),
    },
  };
}
