import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { pickOpenSession } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';

// POST /__sandbox/sessions/{id}/spaces: e2e tests fill a session to reach its waiting list.

const { api, db } = useBookingSandbox();

const setSpaces = (sessionId: number, body: unknown) =>
  fetch(`${api.origin}/__sandbox/sessions/${sessionId}/spaces`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const sessionNow = async (sessionId: number) =>
  (await api.call(contract.activities.getSession, { params: { sessionId } })).json.data;

describe('POST /__sandbox/sessions/{id}/spaces', () => {
  it.each([
    { spacesLeft: 0, availability: 'full', bookable: false },
    { spacesLeft: 1, availability: 'limited', bookable: true },
    { spacesLeft: 5, availability: 'available', bookable: true },
  ])('leaves $spacesLeft places: $availability', async ({ spacesLeft, availability, bookable }) => {
    const session = pickOpenSession(db(), 'leeds-city', 'Spin', spacesLeft);
    expect((await setSpaces(session.id, { spaces_left: spacesLeft })).status).toBe(200);
    expect(await sessionNow(session.id)).toMatchObject({ spacesLeft, availability, bookable });
  });

  it('refuses more places than the session has, and an unknown session', async () => {
    const session = pickOpenSession(db(), 'leeds-city', 'Pilates');
    const tooMany = await setSpaces(session.id, { spaces_left: 999 });
    expect(tooMany.status).toBe(422);
    expect(((await tooMany.json()) as { errors: Record<string, string[]> }).errors.spaces_left?.[0]).toMatch(
      /^At most \d+ places can be left\.$/,
    );
    expect((await setSpaces(9_999_999, { spaces_left: 0 })).status).toBe(404);
    expect((await setSpaces(session.id, { spaces_left: -1 })).status).toBe(422);
  });
});
