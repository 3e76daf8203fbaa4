import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { usePinnedSandbox } from './support/pinnedSandbox.ts';
import { createCustomer } from './support/customers.ts';

const t = usePinnedSandbox();
const { memberships, joining } = contract;

describe('terms', () => {
  it('shows the Direct Debit terms with the Direct Debit Guarantee and the operator', async () => {
    const result = await t.api.call(memberships.getDirectDebitTerms);
    expect(result.status).toBe(200);
    const { title, html } = result.json.data;
    expect(title).toBe('Direct Debit terms and the Direct Debit Guarantee');
    expect(html).toContain('The Direct Debit Guarantee');
    expect(html).toContain('full and immediate refund');
    expect(html).toContain('Brightwater Leisure');
    expect(html).toContain('joint-signature');
  });

  it("gives a membership its own terms when it has them, otherwise the operator's", async () => {
    const terms = async (slug: string) =>
      (await t.api.call(memberships.getMembershipTerms, { params: { typeId: t.seeded.typeId(slug) } })).json.data;
    expect((await terms('student-gym')).title).toBe('Student membership terms');
    expect((await terms('gym-anywhere')).title).toBe('Membership terms');
    const health = async (slug: string) =>
      (await t.api.call(memberships.getHealthCommitment, { params: { typeId: t.seeded.typeId(slug) } })).json.data;
    expect((await health('junior-swim-and-sport')).title).toBe('Health commitment for junior members');
    expect((await health('gym-anywhere')).title).toBe('Health commitment');
  });

  it('are long enough to need scrolling in a small modal', async () => {
    for (const endpoint of [memberships.getMembershipTerms, memberships.getHealthCommitment]) {
      const result = await t.api.call(endpoint, { params: { typeId: t.seeded.typeId('gym-anywhere') } });
      expect(result.json.data.html.length).toBeGreaterThan(1500);
    }
  });

  it('answers 404 for an unknown membership', async () => {
    expect((await t.api.call(memberships.getMembershipTerms, { params: { typeId: 99999 } })).status).toBe(404);
    expect((await t.api.call(memberships.getHealthCommitment, { params: { typeId: 99999 } })).status).toBe(404);
  });

  it('lists checkout terms, adding the monthly agreement for a joining cart with a monthly membership', async () => {
    const general = await t.api.call(memberships.listCheckoutTerms);
    expect(general.json.data.map((term: { title: string; required: boolean }) => [term.title, term.required])).toEqual([
      ['Terms of sale', true],
      ['Privacy notice', false],
    ]);
    const { token } = createCustomer(t.running, { billingDay: 1 });
    const cart = await t.api.call(joining.storeJoiningCart, {
      token,
      body: {
        homeVenueId: t.seeded.venueId('leeds-city'),
        membershipTypeId: t.seeded.typeId('gym-anywhere'),
        paymentOptionId: t.seeded.optionId('gym-anywhere', 'recurring'),
        startDate: '2026-03-10',
      },
    });
    const cartId = cart.json.data.cartId;
    const withCart = await t.api.call(memberships.listCheckoutTerms, { token, query: { cartId } });
    expect(withCart.json.data.map((term: { title: string }) => term.title)).toEqual([
      'Terms of sale',
      'Privacy notice',
      'Monthly membership agreement',
    ]);
    // Someone else's cart id changes nothing.
    const stranger = createCustomer(t.running);
    const other = await t.api.call(memberships.listCheckoutTerms, { token: stranger.token, query: { cartId } });
    expect(other.json.data).toHaveLength(2);
  });
});
