import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { authRoutes } from '@leisure/api-contract/browser';
import { createAuthCookies } from '@leisure/auth';
import { demoLogin } from '@leisure/sandbox-api/testing';

// Host-only, as the app makes them on a host outside the configured cookie domain (jsdom's localhost).
const cookies = createAuthCookies({ domain: undefined, secure: false });

/** A demo customer of the sandbox. */
export const demoCustomer = demoLogin('memberWithoutDirectDebit');

/** The demo member with a monthly membership (id 1) paid by Direct Debit. */
export const demoMemberWithDirectDebit = demoLogin('memberWithDirectDebit');

/**
 * Logs a demo customer in on the sandbox the test runs in process, at the page's own origin like the front ends'
 * tests (`${origin}/api`), and leaves the token where the app looks: the cookie.
 */
export async function logInAsDemoCustomer(
  account: { username: string; password: string } = demoCustomer,
  apiBaseUrl = `${window.location.origin}/api`,
): Promise<void> {
  const { token } = await callEndpoint(createHttpClient({ baseUrl: apiBaseUrl }), authRoutes.login, {
    body: account,
  });
  cookies.writeToken(token);
}

/** The session token the app would send, or null once logged out. */
export function sessionToken(): string | null {
  return cookies.readToken();
}

/** Logged out: run before every test. */
export function forgetSession(): void {
  cookies.removeToken();
}
