import { describe, expect, it } from 'vitest';
import { contract, type User } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import type { DemoAccountKey } from '../../src/seed/demoAccounts.ts';
import { fixedClock } from '../../src/clock.ts';

const { api } = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });

const me = async (key: DemoAccountKey) =>
  (await api.call<{ data: User }>(contract.auth.getUser, { token: await api.login(key) })).json.data;

describe('the demo users, as of the clock', () => {
  it('has a member with a Direct Debit instruction, a billing day, credit and a membership user', async () => {
    expect(await me('memberWithDirectDebit')).toMatchObject({
      hasInstruction: true,
      hasBillingDate: true,
      billingDay: 15,
      credit: { balance: 1500, formatted: '£15.00' },
      homeVenueSlug: 'leeds-city',
      membershipUser: { venue: { slug: 'leeds-city', name: 'Leeds City Leisure Centre' } },
      documentExpiry: null,
      currencySymbol: '£',
      role: 'customer',
    });
  });

  it('has a member without a Direct Debit', async () => {
    expect(await me('memberWithoutDirectDebit')).toMatchObject({
      hasInstruction: false,
      hasBillingDate: false,
      billingDay: null,
    });
  });

  it('has a customer with penalties and a document expiring within 30 days', async () => {
    expect(await me('customerWithPenalties')).toMatchObject({
      hasOutstandingPenalties: true,
      documentExpiry: { documentExpiringSoon: true, daysToExpiry: 12 },
      membershipDocumentUploadRequired: true,
      dateOfBirth: '2006-08-22',
    });
  });

  it('has a 14-year-old on the family email whose document is not expiring soon', async () => {
    expect(await me('sharedEmailChild')).toMatchObject({
      dateOfBirth: '2012-01-09',
      documentExpiry: { documentExpiringSoon: false, daysToExpiry: 200 },
    });
  });

  it('has a staff user', async () => {
    expect((await me('staff')).role).toBe('staff');
  });
});
