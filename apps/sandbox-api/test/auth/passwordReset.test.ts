import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../src/seed/demoAccounts.ts';
import { MINUTE, movableClock } from '../support/movableClock.ts';

const clock = movableClock('2026-03-10T09:00:00Z');
const { api, db } = useSandbox({ clock });

interface OutboxRow {
  to_address: string;
  subject: string;
  body_text: string;
  link: string;
}
const outbox = () =>
  db().prepare("SELECT * FROM email_outbox WHERE kind = 'password_reset' ORDER BY id").all() as unknown as OutboxRow[];
const requestReset = (emailOrReference: string) =>
  api.call(contract.auth.forgottenPassword, { body: { emailOrReference } });
const tokenFrom = (row: OutboxRow) => new URL(row.link).searchParams.get('token')!;

describe('forgotten password', () => {
  it('answers the same neutral message for an account and for nobody, emailing only the account', async () => {
    const before = outbox().length;
    const known = await requestReset(demoAccounts.memberWithoutDirectDebit.email.toUpperCase());
    const unknown = await requestReset('no-such-person@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(known.json.data.message).toMatch(/^If an account matches/);

    const sent = outbox().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to_address).toBe(demoAccounts.memberWithoutDirectDebit.email);
    expect(sent[0]!.body_text).toContain(demoAccounts.memberWithoutDirectDebit.reference);
    expect(sent[0]!.link).toMatch(/\/reset-password\?token=[\w-]{40,}$/);
  });

  it('answers "Multiple…" for an email two accounts share, and resets by customer ID instead', async () => {
    const before = outbox().length;
    const shared = await requestReset(demoAccounts.sharedEmailParent.email);
    expect(shared.status).toBe(422);
    expect(shared.json.message).toMatch(/^Multiple/);
    expect(shared.json.errors.emailOrReference).toEqual([shared.json.message]);
    expect(outbox().length).toBe(before);

    const byReference = await requestReset(demoAccounts.sharedEmailChild.reference);
    expect(byReference.status).toBe(200);
    expect(outbox().length).toBe(before + 1);
  });

  it('sends at most 3 emails an hour per account, still answering neutrally', async () => {
    const { reference } = demoAccounts.customerWithPenalties;
    const before = outbox().length;
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await requestReset(reference)).status).toBe(200);
    expect(outbox().length).toBe(before + 3);
    clock.advance(61 * MINUTE);
    await requestReset(reference);
    expect(outbox().length).toBe(before + 4);
  });

  it('links only to trusted front ends, whatever Origin a caller claims', async () => {
    const send = (origin: string) =>
      fetch(`${api.origin}/api/auth/customer/forgotten-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email_or_reference: demoAccounts.staff.reference }),
      });
    await send('http://my-account.leisure.localhost:5173');
    expect(outbox().at(-1)!.link).toMatch(/^http:\/\/my-account\.leisure\.localhost:5173\/reset-password\?/);
    await send('https://evil.example');
    expect(outbox().at(-1)!.link).not.toContain('evil');
  });
});

describe('reset password', () => {
  it('sets a new password with the emailed token once, ending other sessions', async () => {
    const account = demoAccounts.memberWithDirectDebit;
    const oldSession = await api.login('memberWithDirectDebit');
    await requestReset(account.email);
    const token = tokenFrom(outbox().at(-1)!);

    const weak = await api.call(contract.auth.resetPassword, {
      body: { token, password: 'short', passwordConfirmation: 'short' },
    });
    expect(weak.status).toBe(422);
    expect(weak.json.errors.password.length).toBeGreaterThan(1);

    const newPassword = 'Swim-lane-7';
    const reset = await api.call(contract.auth.resetPassword, {
      body: { token, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(reset.status).toBe(200);
    expect(reset.json.data.user.reference).toBe(account.reference);
    expect((await api.call(contract.auth.getUser, { token: oldSession })).status).toBe(401);
    expect((await api.call(contract.auth.getUser, { token: reset.json.data.token })).status).toBe(200);

    const login = (password: string) =>
      api.call(contract.auth.login, { body: { username: account.reference, password } });
    expect((await login(DEMO_PASSWORD)).status).toBe(422);
    expect((await login(newPassword)).status).toBe(200);

    const again = await api.call(contract.auth.resetPassword, {
      body: { token, password: 'An0ther-one', passwordConfirmation: 'An0ther-one' },
    });
    expect(again.status).toBe(422);
    expect(again.json.errors.token[0]).toMatch(/expired or has already been used/);
  });

  it('refuses a reset link after its hour is up', async () => {
    await requestReset(demoAccounts.sharedEmailParent.reference);
    const token = tokenFrom(outbox().at(-1)!);
    clock.advance(61 * MINUTE);
    const late = await api.call(contract.auth.resetPassword, {
      body: { token, password: 'Late-but-1', passwordConfirmation: 'Late-but-1' },
    });
    expect(late.status).toBe(422);
    expect(Object.keys(late.json.errors)).toEqual(['token']);
  });
});
