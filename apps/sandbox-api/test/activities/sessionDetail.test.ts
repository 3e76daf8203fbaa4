import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson, pickSession } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const { api, db } = useBookingSandbox();

describe('one session', () => {
  it('shows prices without eligibility to visitors', async () => {
    const session = pickSession(db(), 'leeds-city', 'Lane Swimming', '2026-03-11T00:00:00Z');
    const result = await api.call(contract.activities.getSession, { params: { sessionId: session.id } });
    expect(result.status).toBe(200);
    expect(result.json.data).toMatchObject({ id: session.id, name: 'Lane Swimming', attendee: null, inBasket: false });
    expect(result.json.data.pricingOptions.every((o: { eligibility: unknown }) => o.eligibility === null)).toBe(true);
  });

  it('says which prices a logged-in adult non-member may book, and why not', async () => {
    const session = pickSession(db(), 'leeds-city', 'Lane Swimming', '2026-03-11T00:00:00Z');
    const adult = addPerson(db(), { dateOfBirth: '1985-01-01' });
    const { json } = await api.call(contract.activities.getSession, {
      token: adult.token,
      params: { sessionId: session.id },
    });
    const byName = Object.fromEntries(
      json.data.pricingOptions.map((o: { name: string; eligibility: unknown }) => [o.name, o.eligibility]),
    );
    expect(byName.Adult).toEqual({ canBook: true, reason: null });
    expect(byName.Junior).toEqual({ canBook: false, reason: 'The Junior price is for ages 8 to 15.' });
    expect(byName.Concession).toEqual({ canBook: false, reason: 'The Concession price is for ages 60 and over.' });
    expect(byName.Member).toEqual({
      canBook: false,
      reason: 'The Member price is for members at Leeds City Leisure Centre.',
    });
  });

  it('works out eligibility for a linked account, and refuses unlinked people (403)', async () => {
    const session = pickSession(db(), 'leeds-city', 'Swim Lessons \u2013 Stage 1', '2026-03-11T00:00:00Z');
    const parent = addPerson(db(), { email: 'the.parkers@example.com', dateOfBirth: '1984-02-02' });
    const child = addPerson(db(), { email: 'the.parkers@example.com', firstName: 'Mia', dateOfBirth: '2020-05-05' });
    makeHousehold(db(), parent, { children: [child] });
    const stranger = addPerson(db());
    const forParent = await api.call(contract.activities.getSession, {
      token: parent.token,
      params: { sessionId: session.id },
    });
    expect(forParent.json.data.pricingOptions[0].eligibility).toEqual({
      canBook: false,
      reason: 'Swim Lessons \u2013 Stage 1 is for ages 4 to 7.',
    });
    const forChild = await api.call(contract.activities.getSession, {
      token: parent.token,
      params: { sessionId: session.id },
      query: { attendeeId: child.id },
    });
    expect(forChild.json.data.attendee).toEqual({ id: child.id, name: child.name });
    expect(forChild.json.data.pricingOptions[0]).toMatchObject({
      name: 'Junior',
      eligibility: { canBook: true, reason: null },
    });
    const forStranger = await api.call(contract.activities.getSession, {
      token: parent.token,
      params: { sessionId: session.id },
      query: { attendeeId: stranger.id },
    });
    expect(forStranger.status).toBe(403);
  });

  it('answers 404 for an unknown session', async () => {
    const result = await api.call(contract.activities.getSession, { params: { sessionId: 99_999_999 } });
    expect(result.status).toBe(404);
  });
});
