import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { demoAccounts } from '../../src/seed/demoAccounts.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';

// docs/decisions/0313-households.md: "Email me my customer IDs", and the demo households.
const { api, db } = useBookingSandbox();
const { sharedEmailParent: chris, sharedEmailChild: ellie } = demoAccounts;

const sentTo = (email: string) =>
  db()
    .prepare("SELECT body_text FROM email_outbox WHERE kind = 'customer_ids' AND to_address = ? ORDER BY id")
    .all(email) as { body_text: string }[];

describe('emailing the customer IDs of an address', () => {
  it('answers the same 202 whether or not an account has the address, and emails only a known one', async () => {
    const known = await api.call(contract.auth.requestCustomerIds, { body: { email: chris.email } });
    const unknown = await api.call(contract.auth.requestCustomerIds, { body: { email: 'nobody.here@example.com' } });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.json).toEqual(unknown.json);
    expect(sentTo('nobody.here@example.com')).toEqual([]);
    const [email] = sentTo(chris.email);
    expect(email!.body_text).toContain(`${chris.reference}: Chris Hughes`);
    expect(email!.body_text).toContain(`${ellie.reference}: Ellie Hughes`);
    expect(email!.body_text).toContain('membership card');
  });

  it('is throttled per address: the fourth request in an hour is 429 with Retry-After', async () => {
    const email = 'someone.throttled@example.com';
    for (let i = 0; i < 3; i += 1)
      expect((await api.call(contract.auth.requestCustomerIds, { body: { email } })).status).toBe(202);
    const fourth = await api.call(contract.auth.requestCustomerIds, { body: { email: email.toUpperCase() } });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(fourth.json.errors.email).toHaveLength(1);
  });

  it('refuses an address that is not one, next to the field', async () => {
    const bad = await api.call(contract.auth.requestCustomerIds, { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.email).toEqual(['Enter a valid email address, like name@example.com.']);
  });
});

describe('the demo households', () => {
  it('makes Chris the payer and Ellie his child, who keeps her log-in; Alex is in none', async () => {
    const asChris = await api.call(contract.households.getMyHousehold, { token: await api.login('sharedEmailParent') });
    expect(asChris.json.data.role).toBe('payer');
    expect(
      asChris.json.data.members.map((m: { firstName: string; role: string; canLogIn: boolean }) => [
        m.firstName,
        m.role,
        m.canLogIn,
      ]),
    ).toEqual([
      ['Chris', 'payer', true],
      ['Ellie', 'child', true],
    ]);
    const asAlex = await api.call(contract.households.getMyHousehold, {
      token: await api.login('memberWithDirectDebit'),
    });
    expect(asAlex.json.data).toEqual({ role: null, members: [], invitations: [] });
  });
});
