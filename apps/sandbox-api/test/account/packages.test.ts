import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type AccountPackage } from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { startSandbox, type RunningSandbox } from '../support/sandboxServer.ts';
import { apiCaller, type ApiCaller } from '../support/apiCaller.ts';

let running: RunningSandbox;
let api: ApiCaller;

beforeAll(async () => {
  running = await startSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });
  api = apiCaller(running.origin);
});
afterAll(() => running.close());

const packagesOf = async (token: string) =>
  (await api.call<{ data: AccountPackage[] }>(contract.account.listMyPackages, { token })).json.data;

describe('GET /my-account/packages', () => {
  it('shows a member their packages with uses left, active ones first and soonest expiry first', async () => {
    const packages = await packagesOf(await api.login('memberWithDirectDebit'));
    expect(packages.map((p) => [p.name, p.status, p.usesLeft, p.usesTotal])).toEqual([
      ['10 Swim Pass', 'active', 6, 10],
      ['Racquet Sports 10-Visit Card', 'active', 9, 10],
      ['Spin Class 5-Pack', 'used-up', 0, 5],
      ['Personal Training – 3 Sessions', 'expired', 1, 3],
    ]);
  });

  it('dates packages from the clock: bought 40 days ago, valid 180 days', async () => {
    const [swim] = await packagesOf(await api.login('memberWithDirectDebit'));
    expect(swim).toMatchObject({ purchasedOn: '2026-01-29', expiresOn: '2026-07-28' });
    expect(swim!.venue).toMatchObject({ slug: expect.any(String), name: expect.any(String) });
  });

  it('gives a package valid everywhere no venue and, when it never expires, no expiry date', async () => {
    const racquets = (await packagesOf(await api.login('memberWithDirectDebit'))).find((p) =>
      p.name.startsWith('Racquet'),
    );
    expect(racquets).toMatchObject({ venue: null, expiresOn: null, status: 'active' });
  });

  it('shows each customer only their own packages', async () => {
    const sam = await packagesOf(await api.login('memberWithoutDirectDebit'));
    expect(sam.map((p) => p.name)).toEqual(['Swimming Lessons – Spring Term']);
    const jordan = await packagesOf(await api.login('customerWithPenalties'));
    expect(jordan).toEqual([
      expect.objectContaining({ name: 'Pay & Play Gym – 10 Visits', status: 'expired', usesLeft: 4 }),
    ]);
    expect(await packagesOf(await api.login('staff'))).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const result = await api.call(contract.account.listMyPackages);
    expect(result.status).toBe(401);
  });
});
