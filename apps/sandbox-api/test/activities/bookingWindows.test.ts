import { describe, expect, it } from 'vitest';
import { contract, type SessionSummary } from '@leisure/api-contract';
import { ApiError } from '../../src/http/apiError.ts';
import { assertBookingOpen } from '../../src/features/activities/index.ts';
import { findSessionRow } from '../../src/features/activities/timetable/sessionRows.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { addPerson, leaveSpaces, optionId, pickSession } from '../cart/support/bookingFixtures.ts';
import { makeLeedsMember } from './support/members.ts';

// Tuesday 10 March 2026, 09:00 in London (GMT): booking opens 7 days ahead, 10 for members at the venue.
const { api, db, clock } = useBookingSandbox();

async function sessionOn(date: string, id: number, token?: string): Promise<SessionSummary> {
  const { json } = await api.call(contract.activities.getTimetable, {
    ...(token ? { token } : {}),
    query: { venue: 'leeds-city', date },
  });
  return json.data.sessions.find((s: SessionSummary) => s.id === id);
}

describe('booking windows', () => {
  it('opens a session 7 days before it starts, at its own start time, and says when until then', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const spin = pickSession(db(), 'leeds-city', 'Spin', '2026-03-17T09:30:00Z');
    leaveSpaces(db(), spin.id, 5);
    const opensAt = new Date(new Date(spin.startsAt).getTime() - 7 * 24 * 60 * 60_000);
    const label = `${opensAt.toISOString().slice(11, 16)}`;
    const before = await sessionOn(spin.localDate, spin.id);
    expect(before).toMatchObject({ bookable: false, availability: 'available', spacesLeft: 5 });
    expect(before.bookingOpensAt.slice(11, 16)).toBe(label);
    expect(before.notBookableReason).toMatch(new RegExp(`^Booking opens \\w{3} \\d{1,2} Mar at ${label}$`));
    clock.set(opensAt.toISOString());
    expect(await sessionOn(spin.localDate, spin.id)).toMatchObject({ bookable: true, notBookableReason: null });
  });

  it('opens 10 days ahead for a member at the venue, 7 for anyone else', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const member = addPerson(db());
    makeLeedsMember(db(), member.id);
    const casual = addPerson(db());
    const later = pickSession(db(), 'leeds-city', 'Spin', '2026-03-19T00:00:00Z');
    leaveSpaces(db(), later.id, 5);
    expect(await sessionOn(later.localDate, later.id, member.token)).toMatchObject({ bookable: true });
    expect(await sessionOn(later.localDate, later.id, casual.token)).toMatchObject({ bookable: false });
    expect(await sessionOn(later.localDate, later.id)).toMatchObject({ bookable: false });
  });

  it('counts only the sessions open for booking in each day of the 14-day timetable', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const member = addPerson(db());
    makeLeedsMember(db(), member.id);
    const days = async (token?: string) =>
      (
        await api.call(contract.activities.getTimetable, {
          ...(token ? { token } : {}),
          query: { venue: 'leeds-city' },
        })
      ).json.data.days as { date: string; sessionCount: number; bookableCount: number }[];
    const visitor = await days();
    expect(visitor).toHaveLength(14);
    expect(visitor.slice(8).every((day) => day.sessionCount > 0 && day.bookableCount === 0)).toBe(true);
    expect(visitor.slice(1, 7).every((day) => day.bookableCount > 0)).toBe(true);
    const asMember = await days(member.token);
    expect(asMember.slice(1, 10).every((day) => day.bookableCount > 0)).toBe(true);
    expect(asMember.slice(11).every((day) => day.bookableCount === 0)).toBe(true);
  });

  it('keeps the UK start time across the clock change (a 07:00 session opens at 07:00)', async () => {
    clock.set('2026-03-25T09:00:00Z');
    const { json } = await api.call(contract.activities.getTimetable, {
      query: { venue: 'leeds-city', date: '2026-04-01' },
    });
    const session = (json.data.sessions as SessionSummary[]).find((s) => s.status === 'scheduled')!;
    expect(session.startsAt).toMatch(/\+01:00$/);
    expect(session.bookingOpensAt).toBe(`2026-03-25T${session.startTime}:00+00:00`);
  });

  it('refuses (409) to take a not-yet-open session into a basket, saying when it opens', () => {
    clock.set('2026-03-10T09:00:00Z');
    const person = addPerson(db());
    const spin = pickSession(db(), 'leeds-city', 'Spin', '2026-03-18T00:00:00Z');
    const row = findSessionRow(db(), spin.id, clock.now().toISOString())!;
    let refusal: unknown;
    try {
      assertBookingOpen(db(), row, person, clock.now());
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 409 });
    expect((refusal as ApiError).message).toMatch(/^Booking opens \w{3} \d{1,2} Mar at \d\d:\d\d: you can add Spin/);
    const member = addPerson(db());
    makeLeedsMember(db(), member.id);
    expect(() => assertBookingOpen(db(), row, member, clock.now())).not.toThrow();
  });

  it('the basket refuses a session before its window opens (409) and takes it once open', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const person = addPerson(db());
    const spin = pickSession(db(), 'leeds-city', 'Spin', '2026-03-18T00:00:00Z');
    leaveSpaces(db(), spin.id, 5);
    const add = () =>
      api.call(contract.cart.addToCart, {
        token: person.token,
        body: { items: [{ type: 'session', id: spin.id, pricingOptionId: optionId(db(), spin.activityId, 'Adult') }] },
      });
    const early = await add();
    expect(early.status).toBe(409);
    expect(early.json.message).toMatch(
      /^Booking opens \w{3} \d{1,2} Mar at \d\d:\d\d: you can add Spin to your basket then\.$/,
    );
    clock.set(new Date(new Date(spin.startsAt).getTime() - 7 * 24 * 60 * 60_000).toISOString());
    expect((await add()).status).toBe(200);
  });
});
