import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../src/seed/demoAccounts.ts';
import { MINUTE, movableClock } from '../support/movableClock.ts';

const clock = movableClock('2026-03-10T09:00:00Z');
const { api } = useSandbox({ clock });

const login = (username: string, password: string) => api.call(contract.auth.login, { body: { username, password } });
const failFiveTimes = async (username: string) => {
  for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(username, 'Not-the-one1!')).status).toBe(422);
};

describe('log-in throttling', () => {
  it('gives a wrong password and an unknown user the same message', async () => {
    const wrong = await login(demoAccounts.memberWithoutDirectDebit.email, 'Not-the-one1!');
    const unknown = await login('nobody-here@example.com', 'Not-the-one1!');
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.message).toBe('The email address, customer ID or password you entered is incorrect.');
  });

  it('locks a username after 5 failures in 15 minutes, refusing even the right password, then unlocks', async () => {
    const { email } = demoAccounts.customerWithPenalties;
    // The same email as typed in different ways is one username.
    for (const username of [email, email.toUpperCase(), ` ${email} `, email, email]) {
      expect((await login(username, 'Not-the-one1!')).status).toBe(422);
      clock.advance(MINUTE);
    }
    const locked = await login(email, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/^Too many failed log-in attempts/);
    // The first failure was 5 minutes ago: 10 minutes of the window remain.
    expect(Number(locked.headers.get('retry-after'))).toBe(10 * 60);

    clock.advance(10 * MINUTE - 1000);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(429);
    clock.advance(1000);
    const unlocked = await login(email, DEMO_PASSWORD);
    expect(unlocked.status).toBe(200);
  });

  // docs/decisions/0111-lockout-per-username.md: a 429 must not tell that an email and a customer ID are one account.
  it('counts failures by email and by customer ID apart: 3 + 2 lock neither', async () => {
    const { email, reference } = demoAccounts.memberWithoutDirectDebit;
    for (const username of [email, reference, email, reference, email]) {
      expect((await login(username, 'Not-the-one1!')).status).toBe(422);
    }
    expect((await login(email, 'Not-the-one1!')).status).toBe(422);
    expect((await login(reference.toLowerCase(), 'Not-the-one1!')).status).toBe(422);
    clock.advance(16 * MINUTE);
  });

  it('5 failures by customer ID lock only the customer ID; a success by email then clears both', async () => {
    const { email, reference } = demoAccounts.memberWithoutDirectDebit;
    await failFiveTimes(reference);
    expect((await login(reference, DEMO_PASSWORD)).status).toBe(429);
    for (let attempt = 0; attempt < 4; attempt += 1) await login(email, 'Not-the-one1!');
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
    // The success forgave the customer ID's failures as well as the email's.
    expect((await login(reference, DEMO_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await login(email, 'Not-the-one1!');
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('forgives earlier failures after a successful log-in', async () => {
    const { reference } = demoAccounts.memberWithDirectDebit;
    for (let attempt = 0; attempt < 4; attempt += 1) await login(reference, 'Not-the-one1!');
    expect((await login(reference, DEMO_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await login(reference, 'Not-the-one1!');
    expect((await login(reference, DEMO_PASSWORD)).status).toBe(200);
  });

  it('locks an unknown username exactly like an account, with the same answers', async () => {
    await failFiveTimes('Ghost@Example.com');
    const unknownLocked = await login(' ghost@example.com', 'Anything1!');
    await failFiveTimes(demoAccounts.sharedEmailChild.reference);
    const accountLocked = await login(demoAccounts.sharedEmailChild.reference, DEMO_PASSWORD);
    expect(unknownLocked.status).toBe(429);
    expect(accountLocked.status).toBe(429);
    expect(unknownLocked.json).toEqual(accountLocked.json);
    expect(unknownLocked.headers.get('retry-after')).toBe(accountLocked.headers.get('retry-after'));
  });

  it('does not let a burst of parallel guesses past the lock', async () => {
    const { reference } = demoAccounts.staff;
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(reference, 'Not-the-one1!')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('leaves other accounts alone while one is locked', async () => {
    await failFiveTimes(demoAccounts.sharedEmailParent.reference);
    expect((await login(demoAccounts.sharedEmailParent.reference, DEMO_PASSWORD)).status).toBe(429);
    expect((await login(demoAccounts.memberWithoutDirectDebit.reference, DEMO_PASSWORD)).status).toBe(200);
  });
});
