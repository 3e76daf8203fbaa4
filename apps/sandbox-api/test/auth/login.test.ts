import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountKey } from '../../src/seed/demoAccounts.ts';
import { DAY, movableClock } from '../support/movableClock.ts';

const clock = movableClock('2026-03-10T09:00:00Z');
const { api } = useSandbox({ clock });

const login = (username: string, password = DEMO_PASSWORD) =>
  api.call(contract.auth.login, { body: { username, password } });

describe('log in', () => {
  it('logs in by customer ID and by email, whatever the case and spacing', async () => {
    const byReference = await login('bw100001');
    expect(byReference.status).toBe(200);
    expect(byReference.json.data.user.reference).toBe('BW100001');
    expect(byReference.json.data.expiresAt).toBe('2026-03-17T09:00:00.000Z');

    const byEmail = await login(' ALEX.MORGAN@example.com ');
    expect(byEmail.status).toBe(200);
    expect(byEmail.json.data.user.id).toBe(byReference.json.data.user.id);
    expect(byEmail.json.data.token).not.toBe(byReference.json.data.token);
  });

  it('logs every demo account in through the helper the other tests use', async () => {
    for (const key of Object.keys(demoAccounts) as DemoAccountKey[]) {
      await expect(api.login(key)).resolves.toMatch(/^[\w-]{40,}$/);
    }
  });

  it('asks for the customer ID when the right password is given for a shared email', async () => {
    const result = await login(demoAccounts.sharedEmailParent.email);
    expect(result.status).toBe(422);
    expect(result.json.message).toMatch(/^Multiple accounts .* customer ID/);
    expect(result.json.errors.username).toHaveLength(1);
    // Either account still logs in by its own customer ID.
    expect((await login(demoAccounts.sharedEmailChild.reference)).status).toBe(200);
  });

  it('gives a shared email with a wrong password the ordinary answer, revealing nothing', async () => {
    const shared = await login(demoAccounts.sharedEmailParent.email, 'Wrong-pass1!');
    const unknown = await login('nobody@example.com', 'Wrong-pass1!');
    expect(shared.status).toBe(422);
    expect(shared.json).toEqual(unknown.json);
  });

  it('refuses a missing password with a field message, not a 500', async () => {
    const result = await api.call(contract.auth.login, { body: { username: 'BW100001' } });
    expect(result.status).toBe(422);
    expect(result.json.errors.password).toEqual(['Password is required.']);
  });
});

describe('tokens', () => {
  it('serves the user for a live token and 401 for an unknown one', async () => {
    const token = await api.login('memberWithoutDirectDebit');
    const me = await api.call(contract.auth.getUser, { token });
    expect(me.status).toBe(200);
    expect(me.json.data.reference).toBe('BW100002');

    const forged = await api.call(contract.auth.getUser, { token: `${token.slice(0, -2)}xx` });
    expect(forged.status).toBe(401);
    expect((await api.call(contract.auth.getUser)).status).toBe(401);
  });

  it('ends a token on log-out, leaving the user’s other sessions alone', async () => {
    const first = await api.login('memberWithDirectDebit');
    const second = await api.login('memberWithDirectDebit');
    const out = await api.call(contract.auth.logout, { token: first });
    expect(out.status).toBe(200);
    expect(out.json.data).toEqual({ ok: true });
    expect((await api.call(contract.auth.getUser, { token: first })).status).toBe(401);
    expect((await api.call(contract.auth.logout, { token: first })).status).toBe(401);
    expect((await api.call(contract.auth.getUser, { token: second })).status).toBe(200);
  });

  it('expires a token seven days after log-in', async () => {
    const token = await api.login('customerWithPenalties');
    clock.advance(7 * DAY - 1000);
    expect((await api.call(contract.auth.getUser, { token })).status).toBe(200);
    clock.advance(1000);
    const expired = await api.call(contract.auth.getUser, { token });
    expect(expired.status).toBe(401);
    expect(expired.json.message).toMatch(/expired/);
  });
});
