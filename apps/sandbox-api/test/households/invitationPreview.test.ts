import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson } from '../cart/support/bookingFixtures.ts';
import { BOOKING_TEST_START, useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { DAY } from '../support/movableClock.ts';
import { makeHousehold } from './support/householdFixtures.ts';
import { invite } from './support/invitationCalls.ts';

// The invitation page names who invited you before you answer (docs/decisions/0422): a preview by the code, which
// is refused and counted as accept refuses and counts a wrong code (docs/decisions/0313).
const { api, db, clock } = useBookingSandbox();
const h = contract.households;

type Person = ReturnType<typeof addPerson>;

const notValid = 'This invitation code is not valid, has expired or has already been used. Ask for a new invitation.';
const preview = (person: Person, code: string) =>
  api.call(h.previewHouseholdInvitation, { token: person.token, body: { code } });
const accept = (person: Person, code: string) =>
  api.call(h.acceptHouseholdInvitation, { token: person.token, body: { code } });

beforeEach(() => clock.set(BOOKING_TEST_START));

/** Rosa pays for a household of three (herself, an adult, a child with a date of birth) and invites a newcomer. */
async function rosaInvites() {
  const payer = addPerson(db(), { firstName: 'Rosa', lastName: 'Mensah' });
  const partner = addPerson(db(), { firstName: 'Kofi', lastName: 'Mensah' });
  const child = addPerson(db(), { firstName: 'Ama', lastName: 'Mensah', dateOfBirth: '2015-06-01' });
  makeHousehold(db(), payer, { adults: [partner], children: [child] });
  const newcomer = addPerson(db(), { firstName: 'Sam' });
  const code = await invite(api, db(), payer, newcomer);
  return { payer, partner, newcomer, code };
}

describe('previewing an invitation', () => {
  it('names only the payer, counts the household and says until when the code works, without accepting', async () => {
    const { newcomer, code } = await rosaInvites();
    const seen = await preview(newcomer, code.toLowerCase());
    expect(seen.status).toBe(200);
    expect(seen.json.data).toEqual({
      invitedBy: { firstName: 'Rosa', lastName: 'Mensah' },
      householdMembers: 3,
      expiresAt: new Date(Date.parse(BOOKING_TEST_START) + 7 * DAY).toISOString(),
    });
    expect(JSON.stringify(seen.json)).not.toMatch(/2015-06-01|Kofi|Ama/);

    const mine = await api.call(h.getMyHousehold, { token: newcomer.token });
    expect(mine.json.data).toEqual({ role: null, members: [], invitations: [] });
    expect((await preview(newcomer, code)).status).toBe(200);
    expect((await accept(newcomer, code)).status).toBe(200);
  });

  it.each<[string, (payer: Person, newcomer: Person, code: string) => Promise<string>]>([
    ['a wrong code', async () => 'AAAA-BBBB-CCCC'],
    [
      'a used code',
      async (_payer, _newcomer, code) => {
        await accept(addPerson(db()), code);
        return code;
      },
    ],
    [
      'a declined code',
      async (_payer, newcomer, code) => {
        await api.call(h.declineHouseholdInvitation, { token: newcomer.token, body: { code } });
        return code;
      },
    ],
    [
      'a cancelled code',
      async (payer, _newcomer, code) => {
        const [pending] = (await api.call(h.getMyHousehold, { token: payer.token })).json.data.invitations;
        await api.call(h.cancelHouseholdInvitation, { token: payer.token, params: { id: pending.id } });
        return code;
      },
    ],
    [
      'an expired code',
      async (_payer, _newcomer, code) => {
        clock.advance(7 * DAY);
        return code;
      },
    ],
  ])('refuses %s on the code field, as accept does', async (_name, kill) => {
    const { payer, newcomer, code } = await rosaInvites();
    const dead = await kill(payer, newcomer, code);
    const refused = await preview(newcomer, dead);
    expect(refused.status).toBe(422);
    expect(refused.json.errors.code).toEqual([notValid]);
    expect((await accept(newcomer, dead)).json.errors.code).toEqual([notValid]);
  });

  it('refuses a code for your own household', async () => {
    const { partner, code } = await rosaInvites();
    const refused = await preview(partner, code);
    expect(refused.status).toBe(422);
    expect(refused.json.errors.code).toEqual(['This invitation is for your own household.']);
  });

  it.each<[string, ('preview' | 'accept')[]]>([
    ['five wrong previews', ['preview', 'preview', 'preview', 'preview', 'preview']],
    ['wrong previews and accepts together', ['accept', 'preview', 'accept', 'preview', 'accept']],
  ])('answers 429 with Retry-After after %s, for preview and accept alike', async (_name, tries) => {
    const { newcomer, code } = await rosaInvites();
    for (const [i, call] of tries.entries()) {
      const wrong = await (call === 'preview' ? preview : accept)(newcomer, `WRONG-${i}`);
      expect(wrong.status, `${call} ${i + 1}`).toBe(422);
    }
    for (const call of [preview, accept]) {
      const locked = await call(newcomer, code);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(locked.json.errors.code[0]).toMatch(/^Too many wrong invitation codes/);
    }
    clock.advance(15 * 60 * 1000);
    expect((await preview(newcomer, code)).status).toBe(200);
  });
});
