import { describe, expect, it } from 'vitest';
import { contract, type AccountPackage } from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { packageStatus } from '../../src/features/account/packageRoutes.ts';
import { useSandbox } from '../support/useSandbox.ts';
import { addPerson } from '../cart/support/bookingFixtures.ts';
import { grantPackage } from '../cart/support/entitlements.ts';

const { api, db } = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });

const packagesOf = async (token: string) =>
  (await api.call<{ data: AccountPackage[] }>(contract.account.listMyPackages, { token })).json.data;

describe('GET /my-account/packages', () => {
  it("lists the member's packages (not membership benefits) with uses left, active ones first", async () => {
    const packages = await packagesOf(await api.login('memberWithDirectDebit'));
    // The 10 Swim Pass has 4 uses taken by the seeded swims; the benefit "Premium Plus racquet sports" is not a package.
    expect(packages.map((p) => [p.name, p.status, p.usesLeft, p.usesTotal])).toEqual([
      ['10 Swim Pass', 'active', 6, 10],
      ['Racquet Sports 10-Visit Card', 'active', 10, 10],
      ['Personal Training – 3 Sessions', 'expired', 3, 3],
    ]);
  });

  it('dates packages from the clock: bought 40 days ago, valid 180 days', async () => {
    const [swim] = await packagesOf(await api.login('memberWithDirectDebit'));
    expect(swim).toMatchObject({ purchasedOn: '2026-01-29', expiresOn: '2026-07-28' });
    expect(swim!.venue).toMatchObject({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String) });
  });

  it('gives a package valid everywhere no venue and, when it never expires, no expiry date', async () => {
    const racquets = (await packagesOf(await api.login('memberWithDirectDebit'))).find((p) =>
      p.name.startsWith('Racquet'),
    );
    expect(racquets).toMatchObject({ venue: null, purchasedOn: '2026-02-24', expiresOn: null, status: 'active' });
  });

  it('shows each customer only their own packages, with the uses their bookings took', async () => {
    const sam = await packagesOf(await api.login('memberWithoutDirectDebit'));
    // Three past classes and one upcoming drew on the pass.
    expect(sam).toEqual([
      expect.objectContaining({ name: 'Fitness Class 10-Pass', status: 'active', usesTotal: 10, usesLeft: 6 }),
    ]);
    // Latest session first: the upcoming Pilates class, then the three past classes.
    const uses = sam[0]!.uses;
    expect(uses.map((use) => use.status)).toEqual(['upcoming', 'past', 'past', 'past']);
    expect(uses[0]!.session.name).toBe('Pilates');
    expect(uses.map((use) => use.session.name).sort()).toEqual(['HIIT Circuits', 'Pilates', 'Pilates', 'Spin']);
    const starts = uses.map((use) => Date.parse(use.session.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(sam[0]!.uses.every((use) => typeof use.bookingId === 'number')).toBe(true);
    expect(await packagesOf(await api.login('customerWithPenalties'))).toEqual([]);
    expect(await packagesOf(await api.login('staff'))).toEqual([]);
  });

  it('leaves out a package with unlimited uses: there are no visits to count', async () => {
    const customer = addPerson(db());
    grantPackage(db(), customer.id, { name: 'Unlimited swims', category: 'swimming', uses: null });
    grantPackage(db(), customer.id, { name: 'Swim 3-Pass', category: 'swimming', uses: 3 });
    expect((await packagesOf(customer.token)).map((p) => p.name)).toEqual(['Swim 3-Pass']);
  });

  it('answers 401 without a token', async () => {
    const result = await api.call(contract.account.listMyPackages);
    expect(result.status).toBe(401);
  });
});

describe('package status', () => {
  it('is used-up when nothing is left, whatever the date; expired after its last day; else active', () => {
    expect(packageStatus({ usesLeft: 0, expiresOn: '2026-01-31' }, '2026-03-10')).toBe('used-up');
    expect(packageStatus({ usesLeft: 0, expiresOn: null }, '2026-03-10')).toBe('used-up');
    expect(packageStatus({ usesLeft: 2, expiresOn: '2026-03-09' }, '2026-03-10')).toBe('expired');
    expect(packageStatus({ usesLeft: 2, expiresOn: '2026-03-10' }, '2026-03-10')).toBe('active');
    expect(packageStatus({ usesLeft: 1, expiresOn: null }, '2026-03-10')).toBe('active');
  });
});
