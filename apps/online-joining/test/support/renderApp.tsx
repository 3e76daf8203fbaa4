import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import { createAuthCookies } from '@leisure/auth';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { apiBaseUrl } from './sandboxApi.ts';

// Host-only, as the app makes them on a host outside the configured cookie domain (jsdom's localhost).
const cookies = createAuthCookies({ domain: undefined, secure: false });

/** A demo customer of the sandbox. */
export const demoCustomer = demoLogin('memberWithoutDirectDebit');

/** The demo member with a monthly membership (id 1) paid by Direct Debit. */
export const demoMemberWithDirectDebit = demoLogin('memberWithDirectDebit');

/** Logs the demo customer in on the in-process sandbox and leaves the token where the app looks: the cookie. */
export async function logInAsDemoCustomer(
  account: { username: string; password: string } = demoCustomer,
): Promise<void> {
  const { token } = await callEndpoint(createHttpClient({ baseUrl: apiBaseUrl }), contract.auth.login, {
    body: account,
  });
  cookies.writeToken(token);
}

/** Renders the whole app, as the host does, at `url` (the app's BrowserRouter reads the page's address). */
export function renderApp(App: ComponentType, url = '/'): RenderResult {
  window.history.replaceState(null, '', url);
  return render(<App />);
}

/** The session token the app would send, or null once logged out. */
export function sessionToken(): string | null {
  return cookies.readToken();
}

/** Logged out, at the start of every test. */
export function forgetSession(): void {
  cookies.removeToken();
}
