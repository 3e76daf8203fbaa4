import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson, leaveSpaces, pickOpenSession, placeOn } from './support/bookingFixtures.ts';
import { useBookingSandbox } from './support/bookingSandbox.ts';

// POST /__sandbox/holds: e2e tests move a basket's holds to see the expiry warning and a lapsed line (D23).

const { api, db } = useBookingSandbox();

const moveHolds = (body: unknown) =>
  fetch(`${api.origin}/__sandbox/holds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

function basketOfTwo(email: string) {
  const customer = addPerson(db(), { email });
  const sessions = [
    pickOpenSession(db(), 'leeds-city', 'Lane Swimming', 0),
    pickOpenSession(db(), 'leeds-city', 'Lane Swimming', 1),
  ];
  for (const session of sessions) leaveSpaces(db(), session.id, 10);
  const items = sessions.map((session) => placeOn(db(), session, 'Adult'));
  const add = async () => {
    const added = await api.call(contract.cart.addToCart, { token: customer.token, body: { items } });
    expect(added.status).toBe(200);
  };
  return { customer, sessions, add };
}

const getCart = (token: string) => api.call(contract.cart.getCart, { token });

describe('POST /__sandbox/holds', () => {
  it("moves the end of every live hold in the customer's basket", async () => {
    const { customer, add } = basketOfTwo('holds.one@example.com');
    await add();
    const answer = await moveHolds({ email: 'HOLDS.ONE@example.com', ends_in_seconds: 125 });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { moved: number } }).data.moved).toBe(2);
    const cart = (await getCart(customer.token)).json.data;
    expect(cart.items.map((item: { heldUntil: string }) => item.heldUntil)).toEqual([
      '2026-03-10T09:02:05+00:00',
      '2026-03-10T09:02:05+00:00',
    ]);
    expect(cart.expiresAt).toBe('2026-03-10T09:02:05+00:00');
  });

  it('lets one session lapse: the basket then drops that line with a notice naming it', async () => {
    const { customer, sessions, add } = basketOfTwo('holds.two@example.com');
    await add();
    await moveHolds({ email: 'holds.two@example.com', ends_in_seconds: -1, session_id: sessions[0]!.id });
    const cart = (await getCart(customer.token)).json.data;
    expect(cart.items.map((item: { session: { id: number } }) => item.session.id)).toEqual([sessions[1]!.id]);
    expect(cart.notices).toEqual([
      expect.stringMatching(/^The place on Lane Swimming \(.*\) for Test .* was released/),
    ]);
  });

  it('refuses a body without an email or a whole number of seconds with field messages', async () => {
    const answer = await moveHolds({ ends_in_seconds: 1.5 });
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'endsInSeconds']);
  });
});
