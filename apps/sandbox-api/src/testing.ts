// '@leisure/sandbox-api/testing': what test code (unit, component and end-to-end) needs of the sandbox besides the
// sandbox itself, which comes from '@leisure/sandbox-api'. Light on purpose: Playwright loads it, so no server code.
import type { Sandbox } from './app.ts';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountKey } from './seed/demoAccounts.ts';
import { issueSessionKey } from './features/provider/sessionKeys.ts';

export { DEMO_PASSWORD, demoAccounts, type DemoAccountKey };

/**
 * Grace O'Neill's answers to the online account's registration form (onboarding type customer_account_online), a
 * new customer no seed knows: tests add the form's `_checksum` and change what they need.
 */
export const graceRegistrationFields = {
  firstName: 'Grace',
  lastName: "O'Neill",
  dateOfBirth: '1990-05-17',
  email: 'grace.oneill@example.com',
  addressLine1: '5 Canal Wharf',
  town: 'Leeds',
  postcode: 'ls11 5pw',
};

/** A demo account's log-in as the log-in form and the login endpoint take it. */
export const demoLogin = (key: DemoAccountKey) => ({ username: demoAccounts[key].email, password: DEMO_PASSWORD });

/**
 * A live merchant session key of the sandbox's card provider, as the checkout's prepare issues one (for the first
 * user): tests of the provider alone need no basket.
 */
export function providerSessionKey(sandbox: Sandbox, source = 'bookings'): string {
  const { db, clock } = sandbox.services;
  const user = db.prepare('SELECT id FROM users ORDER BY id LIMIT 1').get() as { id: number };
  return issueSessionKey(db, user.id, source, clock.now()).session_key;
}

/**
 * A Content-Security-Policy header's directives by name, each with its values: directives split on ";", a name and
 * then its values on white space (https://www.w3.org/TR/CSP3/#parse-serialized-policy).
 */
export const cspDirectives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
