import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { fixedClock, clockStartingAt, movable } from '../../src/clock.ts';
import { readSettings } from '../../src/settings.ts';
import { addPerson, leaveSpaces, optionId, pickSession, sessionItem } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';

// GET/POST /__sandbox/clock and SANDBOX_NOW: testers and the e2e run choose "now" and move it on (decision 0006).

const { api, db } = useBookingSandbox('2026-12-05T21:30:00Z');

const clockControl = (body?: unknown) =>
  fetch(`${api.origin}/__sandbox/clock`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

interface ClockView {
  data: { now: string; london: string; advanced_seconds: number };
}

describe('/__sandbox/clock', () => {
  it('tells the sandbox’s now as London reads it (a Saturday evening in GMT)', async () => {
    const answer = (await (await clockControl()).json()) as ClockView;
    expect(answer.data).toEqual({
      now: '2026-12-05T21:30:00.000Z',
      london: 'Saturday, 5 December 2026 at 21:30:00',
      advanced_seconds: 0,
    });
  });

  it('moves forward so that a basket hold runs out without waiting fifteen minutes', async () => {
    const customer = addPerson(db(), { email: 'clock.hold@example.com' });
    // Sunday morning's first lane swim, open for booking on Saturday evening.
    const session = pickSession(db(), 'leeds-city', 'Lane Swimming', '2026-12-06T00:00:00Z');
    leaveSpaces(db(), session.id, 10);
    const items = [sessionItem(session.id, optionId(db(), session.activityId, 'Adult'))];
    expect((await api.call(contract.cart.addToCart, { token: customer.token, body: { items } })).status).toBe(200);
    expect((await api.call(contract.cart.getCart, { token: customer.token })).json.data.items).toHaveLength(1);

    const moved = await clockControl({ advance_seconds: 16 * 60 });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as ClockView).data.advanced_seconds).toBe(16 * 60);

    const cart = (await api.call(contract.cart.getCart, { token: customer.token })).json.data;
    expect(cart.items).toEqual([]);
    expect(cart.notices).toEqual([expect.stringMatching(/^The place on Lane Swimming .* was released/)]);
  });

  it('moves to a named instant across the clocks going forward, and London reads summer time', async () => {
    const answer = await clockControl({ to: '2027-03-28T01:30:00Z' });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as ClockView).data.london).toBe('Sunday, 28 March 2027 at 02:30:00');
  });

  it.each([
    [{ to: '2026-01-01T00:00:00Z' }, 'to', /only moves forward/],
    [{ advance_seconds: -60 }, 'advanceSeconds', /forward by at least one second/],
    [{ advance_seconds: 1.5 }, 'advanceSeconds', /whole seconds/],
    [{ advance_seconds: 400 * 86_400 }, 'advanceSeconds', /at most a year/],
    [{ to: 'next Tuesday' }, 'to', /ISO date-time/],
    [{}, 'advanceSeconds', /either advance_seconds or to/],
    [{ advance_seconds: 60, to: '2030-01-01T00:00:00Z' }, 'advanceSeconds', /not both/],
  ])('refuses %j with a message on %s, and the clock stays where it was', async (body, field, message) => {
    const before = ((await (await clockControl()).json()) as ClockView).data.advanced_seconds;
    const answer = await clockControl(body);
    expect(answer.status).toBe(422);
    const json = (await answer.json()) as { errors: Record<string, string[]> };
    expect(json.errors[field]).toEqual([expect.stringMatching(message)]);
    expect(((await (await clockControl()).json()) as ClockView).data.advanced_seconds).toBe(before);
  });

  it('answers a body that is not JSON with 400', async () => {
    expect((await clockControl('{not json')).status).toBe(400);
  });
});

describe('the clock the sandbox starts with', () => {
  it('starts at SANDBOX_NOW and ticks on from there', () => {
    let real = Date.parse('2026-11-28T07:00:00Z');
    const clock = clockStartingAt('2026-12-05T21:30:00Z', { now: () => new Date(real) });
    expect(clock.now().toISOString()).toBe('2026-12-05T21:30:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-12-05T21:31:30.000Z');
  });

  it('reads SANDBOX_NOW from the environment and refuses an instant without its offset', () => {
    expect(readSettings({ SANDBOX_NOW: '2026-12-05T21:30:00Z' }).startAt).toBe('2026-12-05T21:30:00Z');
    expect(readSettings({}).startAt).toBeUndefined();
    expect(() => readSettings({ SANDBOX_NOW: '2026-12-05 21:30' })).toThrow(/SANDBOX_NOW: an ISO date-time/);
  });

  it('never moves back', () => {
    const clock = movable(fixedClock('2026-12-05T21:30:00Z'));
    expect(() => clock.advance(-1)).toThrow(RangeError);
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-12-05T21:31:00.000Z');
  });
});
