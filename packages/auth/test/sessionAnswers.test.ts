import { describe, expect, it } from 'vitest';
import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import { accountFormsApi, selectCurrentUser, sessionApi } from '../src/index.ts';
import { createAuthTestStore } from './support/authTestStore.ts';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { server } from './support/mswServer.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

const { login } = sessionApi.endpoints;
const { changePassword, resetPassword, updateUser } = accountFormsApi.endpoints;

/** GET auth/user requests made from now on. */
function userRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && request.url === `${apiBaseUrl}/auth/user`) seen.push(request.url);
  });
  return seen;
}

describe('a password reset', () => {
  const { sandbox } = useSandbox();
  const account = demoAccounts.memberWithoutDirectDebit;

  async function resetToken(): Promise<string> {
    await callEndpoint(createHttpClient({ baseUrl: apiBaseUrl }), contract.auth.forgottenPassword, {
      body: { emailOrReference: account.reference },
    });
    const { link } = sandbox()
      .services.db.prepare("SELECT link FROM email_outbox WHERE kind = 'password_reset' ORDER BY id DESC LIMIT 1")
      .get() as { link: string };
    return new URL(link).searchParams.get('token')!;
  }

  it('logs the customer in with the new password, like a log-in', async () => {
    const { store, authCookies } = createAuthTestStore();
    const requests = userRequests();
    const password = 'Newpassword1!';
    const result = await store.dispatch(
      resetPassword.initiate({ token: await resetToken(), password, passwordConfirmation: password }),
    );
    expect(result.data).toBeDefined();
    expect(authCookies.readToken()).not.toBeNull();
    expect(store.getState().auth.sessionId).toBe(1);
    expect(selectCurrentUser(store.getState())).toMatchObject({ reference: account.reference });
    expect(requests).toEqual([]);
  });

  it('gives the field messages of a refused reset and stays logged out', async () => {
    const { store, authCookies } = createAuthTestStore();
    const result = await store.dispatch(
      resetPassword.initiate({ token: 'not-a-token', password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD }),
    );
    expect(result.error).toMatchObject({ status: 422, validationMessages: { token: [expect.any(String)] } });
    expect(authCookies.readToken()).toBeNull();
  });
});

describe('a user update', () => {
  useSandbox();
  const account = demoAccounts.memberWithDirectDebit;

  it('answers the same session with the updated user, which replaces the cached one without asking again', async () => {
    const { store, httpClient, authCookies } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: account.email, password: DEMO_PASSWORD }));
    const { token, sessionId } = store.getState().auth;
    const form = await callEndpoint(httpClient, contract.auth.getDataFields, {
      query: { onboardingType: 'membership_purchase' },
    });
    const requests = userRequests();

    const result = await store.dispatch(
      updateUser.initiate({
        query: { onboardingType: 'membership_purchase' },
        body: { phone: '07700 900123', _checksum: form.checksum },
      }),
    );
    expect(result.data).toBeDefined();
    expect(store.getState().auth).toMatchObject({ token, sessionId });
    expect(authCookies.readToken()).toBe(token);
    expect(selectCurrentUser(store.getState())).toMatchObject({ phone: '07700 900123' });
    expect(requests).toEqual([]);
  });

  it('gives the field messages of refused answers', async () => {
    const { store } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: account.email, password: DEMO_PASSWORD }));
    const result = await store.dispatch(
      updateUser.initiate({ query: { onboardingType: 'membership_purchase' }, body: { _checksum: 'stale' } }),
    );
    expect(result.error).toMatchObject({ status: 422 });
  });
});

describe('a password change', () => {
  useSandbox();
  // The describe block has a sandbox of its own, so the demo account's password changes nowhere else; the change
  // comes last.
  const account = demoAccounts.customerWithPenalties;

  it('gives the field message of a wrong current password and keeps the session', async () => {
    const { store, authCookies } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: account.email, password: DEMO_PASSWORD }));
    const { token } = store.getState().auth;
    const result = await store.dispatch(
      changePassword.initiate({
        currentPassword: 'Not-the-one1!',
        password: 'Harbour-lights7',
        passwordConfirmation: 'Harbour-lights7',
      }),
    );
    expect(result.error).toMatchObject({
      status: 422,
      validationMessages: { currentPassword: ['Your current password is incorrect.'] },
    });
    expect(authCookies.readToken()).toBe(token);
  });

  it('carries on logged in with the fresh session of the answer (docs/decisions/0430-change-password.md)', async () => {
    const { store, authCookies } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: account.email, password: DEMO_PASSWORD }));
    const { token, sessionId } = store.getState().auth;
    const requests = userRequests();
    const password = 'Harbour-lights7';

    const result = await store.dispatch(
      changePassword.initiate({ currentPassword: DEMO_PASSWORD, password, passwordConfirmation: password }),
    );
    expect(result.data).toBeDefined();
    const after = store.getState().auth;
    expect(after.token).not.toBe(token);
    expect(after.sessionId).toBe(sessionId + 1);
    expect(authCookies.readToken()).toBe(after.token);
    expect(selectCurrentUser(store.getState())).toMatchObject({ reference: account.reference });
    expect(requests).toEqual([]);
  });
});
