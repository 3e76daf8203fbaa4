import { describe, expect, it } from 'vitest';
import { contract, type MembershipType } from '@leisure/api-contract';
import { usePinnedSandbox } from './support/pinnedSandbox.ts';

const t = usePinnedSandbox();

async function typesAt(slug: string): Promise<MembershipType[]> {
  const result = await t.api.call<{ data: MembershipType[] }>(contract.memberships.listMembershipTypes, {
    query: { venueId: t.seeded.venueId(slug) },
  });
  expect(result.status).toBe(200);
  return result.json.data;
}

const slugs = (types: MembershipType[]) => types.map((type) => type.slug);

describe('membership types sold at a venue', () => {
  it('sells a multi-site membership only at the venues it gives access to', async () => {
    expect(slugs(await typesAt('salford-quays'))).toContain('manchester-multi-site');
    expect(slugs(await typesAt('bolton-arena'))).toContain('manchester-multi-site');
    expect(slugs(await typesAt('leeds-city'))).not.toContain('manchester-multi-site');
    const multi = (await typesAt('salford-quays')).find((type) => type.slug === 'manchester-multi-site')!;
    expect(multi.coverage).toBe('multi-site');
    expect(multi.providesAccessTo.map((venue) => venue.slug).sort()).toEqual(
      [
        'bolton-arena',
        'manchester-aquatics',
        'oldham-sports',
        'rochdale-pool',
        'sale-leisure',
        'salford-quays',
        'stockport-grand-central',
        'wigan-life',
      ].sort(),
    );
  });

  it('sells a local membership where it is listed, giving access to the home venue only', async () => {
    expect(slugs(await typesAt('bolton-arena'))).not.toContain('swim-only'); // a gym: no pool
    const swim = (await typesAt('manchester-aquatics')).find((type) => type.slug === 'swim-only')!;
    expect(swim.coverage).toBe('local');
    expect(swim.providesAccessTo).toEqual([
      {
        id: t.seeded.venueId('manchester-aquatics'),
        name: 'Manchester Aquatics & Fitness',
        slug: 'manchester-aquatics',
      },
    ]);
  });

  it('sells national memberships everywhere, with access to every venue', async () => {
    for (const venue of ['leeds-city', 'bolton-arena', 'newcastle-city', 'islington-pool']) {
      expect(slugs(await typesAt(venue))).toEqual(
        expect.arrayContaining(['gym-anywhere', 'premium-anywhere', 'senior-active']),
      );
    }
    const gym = (await typesAt('newcastle-city')).find((type) => type.slug === 'gym-anywhere')!;
    const venueCount = (
      t.running.sandbox.services.db.prepare('SELECT COUNT(*) AS n FROM venues').get() as { n: number }
    ).n;
    expect(gym.coverage).toBe('national');
    expect(gym.providesAccessTo).toHaveLength(venueCount);
  });

  it('prices by venue where a venue has its own price (London)', async () => {
    const london = (await typesAt('islington-pool')).find((type) => type.slug === 'gym-anywhere')!;
    const leeds = (await typesAt('leeds-city')).find((type) => type.slug === 'gym-anywhere')!;
    expect(london.paymentOptions[0]!.globalBasePrice).toBe('£46.99');
    expect(leeds.paymentOptions[0]!.globalBasePrice).toBe('£39.99');
  });

  it('lists each type with categories, benefits, eligibility and payment options of both kinds', async () => {
    const types = await typesAt('leeds-city');
    expect(types.length).toBeGreaterThanOrEqual(9);
    const categories = new Set(types.flatMap((type) => type.categories.map((category) => category.name)));
    expect([...categories].sort()).toEqual(['Classes', 'Concessions', 'Family', 'Gym', 'Racquets', 'Swim']);
    const gym = types.find((type) => type.slug === 'gym-anywhere')!;
    expect(gym.paymentOptions.map((option) => option.paymentType)).toEqual(['recurring', 'fixed']);
    expect(gym.paymentOptions[1]).toMatchObject({
      fixedDuration: 12,
      fixedPeriod: 'month',
      globalBasePrice: '£399.00',
    });
    expect(gym.benefits[0]).toEqual({
      name: 'Guest pass',
      totalUses: 2,
      frequency: 'month',
      description: expect.any(String),
    });
    expect(types.find((type) => type.slug === 'racquets-club')!.eligibility).toBeNull();
  });

  it('costs list options from today with the most common billing day', async () => {
    const gym = (await typesAt('leeds-city')).find((type) => type.slug === 'gym-anywhere')!;
    const [monthly, annual] = gym.paymentOptions;
    expect(monthly).toMatchObject({
      proRataDays: 22,
      firstBillingDate: '2026-04-01',
      prettyFirstBillingDate: '1 April 2026',
    });
    expect(monthly!.totalToPayNow).toEqual({ amount: 4838, formatted: '£48.38' });
    expect(monthly!.schedule!.summary).toBe(
      'Today £48.38 (joining fee + part month), then £39.99 a month from 1 April 2026 by Direct Debit.',
    );
    expect(annual!.schedule!.summary).toBe(
      'Today £399.00 (12 months), covering 10 March 2026 to 9 March 2027. Nothing more to pay.',
    );
  });

  it('answers 404 for a venue that does not sell online, or does not exist', async () => {
    for (const venueId of [t.seeded.venueId('brightwater-online'), 99999]) {
      const result = await t.api.call(contract.memberships.listMembershipTypes, { query: { venueId } });
      expect(result.status).toBe(404);
    }
  });

  it('asks for the venue', async () => {
    const result = await t.api.call(contract.memberships.listMembershipTypes);
    expect(result.status).toBe(422);
    expect(Object.keys(result.json.errors)).toEqual(['venueId']);
  });
});
