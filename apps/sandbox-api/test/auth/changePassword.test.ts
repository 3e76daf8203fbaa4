import { describe, expect, it } from 'vitest';
import { contract, passwordConfirmationMismatch } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { DEMO_PASSWORD } from '../../src/seed/demoAccounts.ts';
import { MINUTE, movableClock } from '../support/movableClock.ts';
import { registrationBody } from './authTestKit.ts';

const clock = movableClock('2026-03-10T09:00:00Z');
const { api, db } = useSandbox({ clock });

const NEW_PASSWORD = 'Harbour-lights7';
let accounts = 0;

/** A customer of the test's own, logged in: changing a demo account's password would trip the other tests. */
async function newCustomer() {
  accounts += 1;
  const email = `changer.${accounts}@example.com`;
  const registered = await api.call(contract.auth.register, {
    query: { onboardingType: 'customer_account_online' },
    body: await registrationBody(api, { dataFields: { email } }),
  });
  expect(registered.status).toBe(201);
  return { email, token: registered.json.data.token as string };
}

const change = (token: string, body: { currentPassword: string; password: string; passwordConfirmation: string }) =>
  api.call(contract.auth.changePassword, { token, body });
const login = (username: string, password: string) => api.call(contract.auth.login, { body: { username, password } });
const emailsTo = (email: string) =>
  db()
    .prepare("SELECT subject, body_text, link FROM email_outbox WHERE kind = 'password_changed' AND to_address = ?")
    .all(email) as { subject: string; body_text: string; link: string }[];

describe('change password', () => {
  it('changes it: a fresh token for this session, the other sessions end, the new password logs in, an email is sent', async () => {
    const { email, token } = await newCustomer();
    const otherDevice = (await login(email, DEMO_PASSWORD)).json.data.token as string;

    const changed = await change(token, {
      currentPassword: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const fresh = changed.json.data.token as string;
    expect(fresh).not.toBe(token);
    expect(changed.json.data.user.email).toBe(email);

    const me = (bearer: string) => api.call(contract.auth.getUser, { token: bearer });
    expect((await me(fresh)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);

    expect((await login(email, DEMO_PASSWORD)).status).toBe(422);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const [sent, ...more] = emailsTo(email);
    expect(more).toEqual([]);
    expect(sent!.subject).toMatch(/password has been changed$/);
    expect(sent!.body_text).toContain('10 March 2026 at 09:00');
    expect(sent!.link).toMatch(/\/login$/);
  });

  const refusals: {
    name: string;
    body: { currentPassword: string; password: string; passwordConfirmation: string };
    messages: Record<string, string[]>;
  }[] = [
    {
      name: 'a wrong current password',
      body: { currentPassword: 'Not-the-one1!', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      messages: { currentPassword: ['Your current password is incorrect.'] },
    },
    {
      name: 'no current password',
      body: { currentPassword: '', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      messages: { currentPassword: ['Enter your current password.'] },
    },
    {
      name: 'a new password that breaks the rules (the rules registration uses)',
      body: { currentPassword: DEMO_PASSWORD, password: 'harbour', passwordConfirmation: 'harbour' },
      messages: {
        password: [
          'The password must be at least 8 characters.',
          'The password must contain at least one uppercase letter.',
          'The password must contain at least one number.',
          'The password must contain at least one special character.',
        ],
      },
    },
    {
      name: 'a repeat that does not match',
      body: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: 'Harbour-lights8' },
      messages: { passwordConfirmation: [passwordConfirmationMismatch] },
    },
    {
      name: 'the current password again',
      body: { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD },
      messages: { password: ['Your new password must be different from your current password.'] },
    },
    {
      name: 'a wrong current password and a repeat that does not match: both said at once',
      body: { currentPassword: 'Not-the-one1!', password: NEW_PASSWORD, passwordConfirmation: 'other' },
      messages: {
        currentPassword: ['Your current password is incorrect.'],
        passwordConfirmation: [passwordConfirmationMismatch],
      },
    },
  ];

  for (const refusal of refusals) {
    it(`refuses ${refusal.name} with 422 by the field, changing nothing`, async () => {
      const { email, token } = await newCustomer();
      const refused = await change(token, refusal.body);
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual(refusal.messages);
      expect((await api.call(contract.auth.getUser, { token })).status).toBe(200);
      expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
      expect(emailsTo(email)).toEqual([]);
    });
  }

  it('needs a log-in', async () => {
    const refused = await api.call(contract.auth.changePassword, {
      body: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(refused.status).toBe(401);
  });

  it('is throttled like log-in: 5 wrong current passwords in 15 minutes lock the change, not the log-in', async () => {
    const { email, token } = await newCustomer();
    const wrong = { currentPassword: 'Not-the-one1!', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(token, wrong)).status).toBe(422);
      clock.advance(MINUTE);
    }
    const right = { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    const locked = await change(token, right);
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe('Too many incorrect current passwords. Please try again in 10 minutes.');
    expect(Number(locked.headers.get('retry-after'))).toBe(10 * 60);
    // A stolen session's guesses do not lock the account's owner out of logging in.
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);

    clock.advance(10 * MINUTE);
    expect((await change(token, right)).status).toBe(200);
  });

  it('a right current password forgives the earlier wrong ones', async () => {
    const { token } = await newCustomer();
    const wrong = { currentPassword: 'Not-the-one1!', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await change(token, wrong)).status).toBe(422);
    // Right current password, but the repeat is wrong: the count starts again.
    const mismatch = { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: 'nope' };
    expect((await change(token, mismatch)).status).toBe(422);
    expect((await change(token, wrong)).status).toBe(422);
    const right = { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect((await change(token, right)).status).toBe(200);
  });
});
