import { afterAll, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { inProcessCaller, type ApiCaller } from '../support/apiCaller.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../src/seed/demoAccounts.ts';
import { createSandbox } from '../../src/app.ts';
import { MINUTE, movableClock } from '../support/movableClock.ts';
import { registrationBody } from './authTestKit.ts';

// docs/decisions/0110-registration-answers.md: one answer whatever the email, the owner told by email, a throttle.

const register = (api: ApiCaller, email: string) =>
  registrationBody(api, { dataFields: { email } }).then((body) =>
    api.call(contract.auth.register, { query: { onboardingType: 'customer_account_online' }, body }),
  );

/** The keys of an answer, all the way down: its shape without its values. */
const shapeOf = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shapeOf)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]))
      : typeof value;

describe('registering with an email that already has an account', () => {
  const clock = movableClock('2026-03-10T09:00:00Z');
  const { api, db } = useSandbox({ clock });

  it('answers exactly as for a new email: 201 and the session of a new account', async () => {
    const taken = demoAccounts.memberWithDirectDebit;
    const existing = await register(api, taken.email.toUpperCase());
    const fresh = await register(api, 'someone.new@example.com');

    expect(existing.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(shapeOf(existing.wire)).toEqual(shapeOf(fresh.wire));
    expect(existing.json.data.user.reference).not.toBe(taken.reference);
    expect(existing.json.data.user.email).toBe(taken.email);
    // Both accounts now share the email: the owner logs in by customer ID (docs/decisions/0103-shared-email-accounts.md).
    const byReference = await api.call(contract.auth.login, {
      body: { username: taken.reference, password: DEMO_PASSWORD },
    });
    expect(byReference.status).toBe(200);
    const byEmail = await api.call(contract.auth.login, { body: { username: taken.email, password: DEMO_PASSWORD } });
    expect(byEmail.json.message).toMatch(/^Multiple accounts/);
    expect(db().prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').get(taken.email)).toEqual({ n: 2 });
  });

  it('throttles registrations per email, with the same 429 whether or not the email has an account', async () => {
    const taken = demoAccounts.customerWithPenalties.email;
    const unknown = 'five.times@example.com';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await register(api, unknown)).status).toBe(201);
      expect((await register(api, taken)).status).toBe(201);
      clock.advance(MINUTE);
    }
    const unknownRefused = await register(api, unknown);
    const takenRefused = await register(api, taken.toUpperCase());
    expect(unknownRefused.status).toBe(429);
    expect(takenRefused.status).toBe(429);
    expect(takenRefused.json).toEqual(unknownRefused.json);
    expect(takenRefused.json.message).toMatch(/^Too many accounts have been created with this email address/);
    // The first of the five was 5 minutes ago: 55 minutes of the hour remain.
    expect(takenRefused.headers.get('retry-after')).toBe(String(55 * 60));
    expect(unknownRefused.headers.get('retry-after')).toBe(String(55 * 60));

    expect((await register(api, 'another.one@example.com')).status).toBe(201);
    clock.advance(55 * MINUTE);
    expect((await register(api, taken)).status).toBe(201);
  });
});

describe('the email to the owner, sent after the answer', () => {
  const sandbox = createSandbox({ clock: movableClock('2026-03-10T09:00:00Z') });
  afterAll(() => sandbox.services.db.close());
  const api = inProcessCaller(sandbox);
  const outbox = () =>
    sandbox.services.db.prepare('SELECT to_address, kind, subject, body_text FROM email_outbox ORDER BY id').all();
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('is not in the outbox when the answer is, and is there a moment later', async () => {
    const { email } = demoAccounts.sharedEmailParent;
    const before = outbox().length;
    const answer = await register(api, email);
    expect(answer.status).toBe(201);
    expect(outbox()).toHaveLength(before);

    await nextTurn();
    const sent = outbox().slice(before) as { to_address: string; kind: string; subject: string; body_text: string }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to_address: email,
      kind: 'email_shared_notice',
      subject: 'A new account was created with your email address',
    });
    // Every account the address already had is named; the new one is not the owner's to know about.
    expect(sent[0]!.body_text).toContain(demoAccounts.sharedEmailParent.reference);
    expect(sent[0]!.body_text).toContain(demoAccounts.sharedEmailChild.reference);
    expect(sent[0]!.body_text).not.toContain(answer.json.data.user.reference);
    expect(sent[0]!.body_text).toMatch(/log in with your customer ID/);
  });

  it('sends nothing for a new email (there is no welcome email)', async () => {
    const before = outbox().length;
    expect((await register(api, 'brand.new@example.com')).status).toBe(201);
    await nextTurn();
    expect(outbox()).toHaveLength(before);
  });
});
