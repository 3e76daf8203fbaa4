import { afterAll, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { inProcessCaller } from '../support/apiCaller.ts';
import { createSandbox } from '../../src/app.ts';
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

describe('forgotten password: the same answer in the same time', () => {
  const sandbox = createSandbox({ clock: movableClock('2026-03-10T09:00:00Z') });
  afterAll(() => sandbox.services.db.close());
  const inProcess = inProcessCaller(sandbox);
  const { db } = sandbox.services;
  const rowsChanged = () => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
  const emailsSent = () => (db.prepare('SELECT COUNT(*) AS n FROM email_outbox').get() as { n: number }).n;
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  /** Asks for a reset in process; what the database saw by the time the answer came, and a moment later. */
  async function ask(emailOrReference: string) {
    const [changesBefore, emailsBefore] = [rowsChanged(), emailsSent()];
    const answer = await inProcess.call(contract.auth.forgottenPassword, { body: { emailOrReference } });
    const onThePath = { rowsChanged: rowsChanged() - changesBefore, emailsSent: emailsSent() - emailsBefore };
    await nextTurn();
    return { answer: answer.json, onThePath, emailsAfter: emailsSent() - emailsBefore };
  }

  it('does the same work before answering for a known and an unknown email, and emails only afterwards', async () => {
    const known = await ask(demoAccounts.memberWithDirectDebit.email);
    const unknown = await ask('nobody.at.all@example.com');
    expect(known.answer).toEqual(unknown.answer);
    // Nothing is written on the request's path for either: the link and its email come after the answer.
    expect(known.onThePath).toEqual({ rowsChanged: 0, emailsSent: 0 });
    expect(unknown.onThePath).toEqual({ rowsChanged: 0, emailsSent: 0 });
    expect(known.emailsAfter).toBe(1);
    expect(unknown.emailsAfter).toBe(0);
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
