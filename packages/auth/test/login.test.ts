import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { callEndpoint, toApiError } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import {
  authToastRequested,
  LOGIN_RETRY_DELAY_MS,
  selectCurrentUser,
  selectLoggedIn,
  sessionApi,
  sessionEnded,
  TOKEN_COOKIE,
} from '../src/index.ts';
import { createAuthTestStore } from './support/authTestStore.ts';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { server } from './support/mswServer.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

const { login, logout } = sessionApi.endpoints;
const alex = demoAccounts.memberWithDirectDebit;
const loginUrl = `${apiBaseUrl}/auth/customer/login`;

/**
 * When each log-in POST went out (the API is on another origin here, so each also has its CORS preflight), in ms by
 * the real monotonic clock: the pinned Date ticks on in 20 ms steps (decision 0006), too coarse to time a retry.
 */
function loginAttempts(): number[] {
  const times: number[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url === loginUrl && request.method === 'POST') times.push(performance.now());
  });
  return times;
}

describe('login', () => {
  const sandbox = useSandbox();

  it('stores the token in the shared cookie and has the user without asking again', async () => {
    const { store, authCookies } = createAuthTestStore();
    const result = await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));

    expect(result.data).toBeDefined();
    const token = authCookies.readToken();
    expect(token).toMatch(/\S{16,}/);
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=${token}`);
    expect(store.getState().auth).toMatchObject({ token, login: { status: 'success', error: null } });
    expect(selectLoggedIn(store.getState())).toBe(true);
    expect(selectCurrentUser(store.getState())).toMatchObject({
      email: alex.email,
      reference: alex.reference,
      membershipUser: { venue: { slug: expect.any(String) } },
    });
  });

  it('logs in by customer ID too, and the stored token works for the next call', async () => {
    const { store, httpClient } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.reference, password: DEMO_PASSWORD }));
    const user = await callEndpoint(httpClient, contract.auth.getUser);
    expect(user.reference).toBe(alex.reference);
  });

  it('is pending while the request is under way', async () => {
    const { store } = createAuthTestStore();
    const attempt = store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));
    expect(store.getState().auth.login.status).toBe('pending');
    await attempt;
  });

  it("keeps the server's message on failure, asks for a danger toast and stays logged out", async () => {
    const { store, authCookies, actions } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.email, password: 'not-the-password' }));

    const message = 'The email address, customer ID or password you entered is incorrect.';
    expect(store.getState().auth.login).toEqual({ status: 'failure', error: message });
    expect(selectLoggedIn(store.getState())).toBe(false);
    expect(authCookies.readToken()).toBeNull();
    expect(actions.find(authToastRequested.match)?.meta).toMatchObject({ toast: { content: message, type: 'danger' } });
    expect(actions.filter(login.matchRejected)).toHaveLength(1);
  });

  it('keeps the message of any other refusal (throttling, a fault) and does not retry an answer', async () => {
    sandbox.injectFault({ path: '/auth/customer/login', status: 429, message: 'Too many failed log-in attempts.' });
    const attempts = loginAttempts();
    const { store } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));
    expect(store.getState().auth.login.error).toBe('Too many failed log-in attempts.');
    expect(attempts).toHaveLength(1);
  });

  it('says "User signed out." when a failure carries no message', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.json({}, { status: 500 })));
    const { store } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));
    expect(store.getState().auth.login).toEqual({ status: 'failure', error: 'User signed out.' });
  });

  it(`tries once more ${LOGIN_RETRY_DELAY_MS} ms after a network failure`, async () => {
    server.use(http.post(loginUrl, () => HttpResponse.error(), { once: true }));
    const attempts = loginAttempts();
    const { store } = createAuthTestStore();
    const result = await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));

    expect(result.data).toBeDefined();
    expect(attempts).toHaveLength(2);
    // Timer resolution allows a millisecond or two either way.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(LOGIN_RETRY_DELAY_MS - 5);
  });

  it('gives up after the one retry', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.error()));
    const attempts = loginAttempts();
    const { store } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));
    expect(attempts).toHaveLength(2);
    expect(store.getState().auth.login.status).toBe('failure');
  });

  it('does not treat a slow answer as a network failure', async () => {
    sandbox.injectFault({ path: '/auth/customer/login', delayMs: 300 });
    const attempts = loginAttempts();
    const { store } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));
    expect(attempts).toHaveLength(1);
    expect(selectLoggedIn(store.getState())).toBe(true);
    await delay(0);
  });
});

describe('logout', () => {
  useSandbox();

  it('revokes the token, clears the cookie and the user, and tells the other slices', async () => {
    const { store, authCookies, httpClient, actions } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));
    const token = authCookies.readToken()!;
    await store.dispatch(logout.initiate());

    expect(authCookies.readToken()).toBeNull();
    expect(document.cookie).not.toContain(TOKEN_COOKIE);
    expect(selectLoggedIn(store.getState())).toBe(false);
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(store.getState().auth.login.status).toBe('idle');
    expect(actions.some((action) => action.type === sessionEnded.type)).toBe(true);
    // The old token no longer works anywhere.
    const withOldToken = await httpClient
      .get('/auth/user', { headers: { Authorization: `Bearer ${token}` } })
      .catch(toApiError);
    expect(withOldToken).toMatchObject({ status: 401 });
  });

  it('ends the session here before telling the server, so a call racing the log-out cannot reload the page', async () => {
    const { store, authCookies, httpClient, reloads } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));
    const token = authCookies.readToken()!;
    const atLogout: { cookie: string | null; authorization: string | null }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url === `${apiBaseUrl}/auth/logout`) {
        atLogout.push({ cookie: authCookies.readToken(), authorization: request.headers.get('authorization') });
      }
    });
    reloads.count = 0;
    await store.dispatch(logout.initiate());
    // The cookie was gone before the server heard of it; the log-out still named the session's token.
    expect(atLogout).toEqual([{ cookie: null, authorization: `Bearer ${token}` }]);

    // A call that went out with the old token and is answered after the log-out: a 401 for a session already
    // ended here, not a reason to reload.
    const late = await httpClient
      .get('/auth/user', { headers: { Authorization: `Bearer ${token}` } })
      .catch(toApiError);
    expect(late).toMatchObject({ status: 401 });
    expect(reloads.count).toBe(0);
  });

  it('logs out locally even when the server cannot be reached, without reloading the page', async () => {
    const { store, authCookies, reloads } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));
    server.use(http.post(`${apiBaseUrl}/auth/logout`, () => HttpResponse.error()));
    await store.dispatch(logout.initiate());
    expect(authCookies.readToken()).toBeNull();
    expect(selectLoggedIn(store.getState())).toBe(false);
    expect(reloads.count).toBe(0);
  });
});
