import { describe, expect, it } from 'vitest';
import { contract, type SessionSummary } from '@leisure/api-contract';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { addPerson, leedsSession } from '../cart/support/bookingFixtures.ts';

const { api, db } = useBookingSandbox();

describe("a session's waiting list on the timetable and the session page", () => {
  it('counts the people waiting and gives the logged-in person their place in line', async () => {
    const spin = leedsSession(db(), 'Spin', 0, 0);
    const first = addPerson(db());
    const second = addPerson(db());
    for (const person of [first, second]) {
      const joined = await api.call(contract.waitingList.joinWaitingList, {
        token: person.token,
        params: { sessionId: spin.id },
        body: { mode: 'offer' },
      });
      expect(joined.status).toBe(201);
    }
    const summaryFor = async (token?: string) => {
      const { json } = await api.call(contract.activities.getTimetable, {
        ...(token ? { token } : {}),
        query: { venue: 'leeds-city', date: spin.localDate },
      });
      return (json.data.sessions as SessionSummary[]).find((s) => s.id === spin.id)!.waitingList;
    };
    expect(await summaryFor()).toEqual({ peopleWaiting: 2, yourPosition: null, yourStatus: null });
    expect(await summaryFor(first.token)).toEqual({ peopleWaiting: 2, yourPosition: 1, yourStatus: 'waiting' });
    expect(await summaryFor(second.token)).toEqual({ peopleWaiting: 2, yourPosition: 2, yourStatus: 'waiting' });
    const page = await api.call(contract.activities.getSession, {
      token: second.token,
      params: { sessionId: spin.id },
    });
    expect(page.json.data.waitingList).toEqual({ peopleWaiting: 2, yourPosition: 2, yourStatus: 'waiting' });
  });
});
