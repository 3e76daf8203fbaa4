import { describe, expect, it } from 'vitest';
import {
  contract,
  type GuestPass,
  type GuestPassOverview,
  type HeldMembership,
  type MembershipType,
} from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import type { DemoAccountKey } from '../../src/testing.ts';
import { useSandbox } from '../support/useSandbox.ts';

// The guest-pass rules of docs/decisions/0405, over HTTP. Today is Tuesday 10 March 2026: Sam's Swim Only (two
// passes a month) ends on 29 March; his Classes Unlimited ended long ago.
const { api } = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });
const { account, memberships } = contract;

type Answer<T> = { data: T; message?: string; errors?: Record<string, string[]> };

const overviewOf = async (token: string) =>
  (await api.call<Answer<GuestPassOverview>>(account.getMyGuestPasses, { token })).json.data;
const issue = (token: string, guestFirstName: string, visitDate: string) =>
  api.call<Answer<GuestPass>>(account.issueGuestPass, {
    token,
    body: { guestFirstName, guestLastName: 'Guest', visitDate },
  });
const cancel = (token: string, id: number) =>
  api.call<Answer<GuestPass>>(account.cancelGuestPass, { token, params: { id } });
const moveClockTo = (to: string) =>
  fetch(`${api.origin}/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to }),
  });

describe('what the sales page says is what the account shows', () => {
  it.each<[DemoAccountKey]>([
    ['memberWithDirectDebit'],
    ['memberWithoutDirectDebit'],
    ['customerWithPenalties'],
    ['sharedEmailParent'],
  ])(
    '%s: the Guest passes page names an active membership of theirs, with the passes its card promises',
    async (who) => {
      const token = await api.login(who);
      const held = (await api.call<Answer<HeldMembership[]>>(memberships.listMyMemberships, { token })).json.data;
      // What each active membership was sold with: its card on the joining page at its home venue.
      const promised = await Promise.all(
        held
          .filter((membership) => membership.status === 'active')
          .map(async (membership) => {
            const types = (
              await api.call<Answer<MembershipType[]>>(memberships.listMembershipTypes, {
                query: { venueId: String(membership.homeVenue.id) },
              })
            ).json.data;
            const card = types.find((type) => type.id === membership.membershipTypeId)!;
            const pass = card.benefits.find(
              (benefit) => /guest pass/i.test(benefit.name) && benefit.frequency === 'month',
            );
            return { name: membership.name, passes: pass?.totalUses ?? 0 };
          }),
      );
      const best = promised.sort((a, b) => b.passes - a.passes)[0];
      const overview = await overviewOf(token);
      if (!best || best.passes === 0) {
        expect(overview).toMatchObject({ enabled: false, membershipName: null });
      } else {
        expect(overview).toMatchObject({ enabled: true, membershipName: best.name });
        expect(overview.allowances.every((month) => month.monthlyLimit === best.passes)).toBe(true);
      }
    },
  );
});

describe('a pass cancelled', () => {
  // Sam's March is free; Alex's April is (his March is used up).
  it.each<[string, DemoAccountKey, string, number[], { month: string; used: number }]>([
    [
      'on the day of its visit still counts: a third pass for today is refused',
      'memberWithoutDirectDebit',
      '2026-03-10',
      [201, 201, 422],
      { month: '2026-03', used: 2 },
    ],
    [
      'before the day of its visit gives its place back',
      'memberWithDirectDebit',
      '2026-04-01',
      [201, 201, 201],
      { month: '2026-04', used: 0 },
    ],
  ])('%s', async (_case, who, visitDate, statuses, allowance) => {
    const token = await api.login(who);
    const answers: number[] = [];
    for (const name of ['Ada', 'Bea', 'Cal']) {
      const issued = await issue(token, name, visitDate);
      answers.push(issued.status);
      if (issued.status === 201) expect((await cancel(token, issued.json.data.id)).status).toBe(200);
    }
    expect(answers).toEqual(statuses);
    expect((await overviewOf(token)).allowances.find((month) => month.month === allowance.month)).toMatchObject(
      allowance,
    );
  });
});

describe('passes are issued only while a membership that includes them is active', () => {
  it('refuses Sam once his Swim Only has ended, saying why, and shows no allowance', async () => {
    expect((await moveClockTo('2026-03-31T09:00:00Z')).status).toBe(200);
    const sam = await api.login('memberWithoutDirectDebit');
    const answer = await issue(sam, 'Gil', '2026-04-02');
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe('Your Swim Only membership has ended, so it no longer includes guest passes.');
    expect(await overviewOf(sam)).toMatchObject({ enabled: false, membershipName: null });
  });
});
