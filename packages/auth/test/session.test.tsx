import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { callEndpoint, createHttpClient, toApiError } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import {
  accountFormsApi,
  createUnauthenticatedHandler,
  selectCurrentUser,
  selectLoggedIn,
  sessionApi,
  useCurrentUser,
} from '../src/index.ts';
import { createAuthTestStore, type AuthTestStore } from './support/authTestStore.ts';
import { DEMO_PASSWORD, demoAccounts, graceRegistrationFields } from '@leisure/sandbox-api/testing';
import { server } from './support/mswServer.ts';
import { logInOnAnotherSubdomain } from './support/otherSubdomain.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';
import { until } from './support/until.ts';

const { login } = sessionApi.endpoints;
const { register } = accountFormsApi.endpoints;

function renderCurrentUser(store: AuthTestStore) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useCurrentUser(), { wrapper });
}

function userRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && request.url === `${apiBaseUrl}/auth/user`)
      seen.push(request.headers.get('authorization') ?? '');
  });
  return seen;
}

describe('the current user', () => {
  useSandbox();

  it('is loaded with GET auth/user when the page opens with a token in the cookie', async () => {
    const token = await logInOnAnotherSubdomain(demoAccounts.customerWithPenalties.email, DEMO_PASSWORD);
    const requests = userRequests();
    const { store } = createAuthTestStore();
    expect(selectLoggedIn(store.getState())).toBe(true);

    const { result } = renderCurrentUser(store);
    expect(result.current).toMatchObject({ loggedIn: true, user: null, isLoading: true });
    await until(() => result.current.user !== null);
    expect(result.current.user).toMatchObject({
      reference: demoAccounts.customerWithPenalties.reference,
      hasOutstandingPenalties: true,
    });
    expect(requests).toEqual([`Bearer ${token}`]);
  });

  it('comes with the log-in answer, without another request', async () => {
    const requests = userRequests();
    const { store } = createAuthTestStore();
    await store.dispatch(
      login.initiate({ username: demoAccounts.memberWithDirectDebit.email, password: DEMO_PASSWORD }),
    );
    const { result } = renderCurrentUser(store);
    expect(result.current.user).toMatchObject({ email: demoAccounts.memberWithDirectDebit.email });
    expect(requests).toEqual([]);
  });

  it('comes with the log-in answer while already shown, without another request', async () => {
    const requests = userRequests();
    const { store } = createAuthTestStore();
    const { result } = renderCurrentUser(store);
    const account = demoAccounts.memberWithDirectDebit;
    await act(() => store.dispatch(login.initiate({ username: account.email, password: DEMO_PASSWORD })));
    await until(() => result.current.user !== null);
    expect(result.current.user).toMatchObject({ email: account.email });
    expect(requests).toEqual([]);
  });

  it('is null when logged out, and nothing is asked', () => {
    const requests = userRequests();
    const { store } = createAuthTestStore();
    const { result } = renderCurrentUser(store);
    expect(result.current).toEqual({ loggedIn: false, user: null, isLoading: false, error: undefined });
    expect(requests).toEqual([]);
  });
});

describe('a 401 answer (docs/product/platform.md §4)', () => {
  const { injectFault } = useSandbox();

  it('removes the token and reloads the page', async () => {
    await logInOnAnotherSubdomain(demoAccounts.memberWithDirectDebit.email, DEMO_PASSWORD);
    // The session lapses on the server (revoked elsewhere) while the cookie still holds it.
    const { store, authCookies, httpClient, reloads } = createAuthTestStore();
    await callEndpoint(httpClient, contract.auth.logout);
    expect(authCookies.readToken()).not.toBeNull();
    reloads.count = 0;

    renderCurrentUser(store);
    await until(() => reloads.count > 0);
    expect(reloads.count).toBe(1);
    expect(authCookies.readToken()).toBeNull();
  });

  it('keeps the session when the card provider refuses a prepare: checkout prepares again (docs/product/joining.md §4)', async () => {
    await logInOnAnotherSubdomain(demoAccounts.memberWithDirectDebit.email, DEMO_PASSWORD);
    const { authCookies, httpClient, reloads } = createAuthTestStore();
    injectFault({ path: '/checkout/prepare', status: 401 });
    reloads.count = 0;
    const refused = await callEndpoint(httpClient, contract.checkout.prepareCheckout, {
      query: { source: 'online-joining' },
    }).catch((error: unknown) => toApiError(error));
    expect(refused).toMatchObject({ status: 401 });
    expect(reloads.count).toBe(0);
    expect(authCookies.readToken()).not.toBeNull();
  });

  it('reloads once however many calls fail together', () => {
    const reload = vi.fn();
    const removeToken = vi.fn();
    const onUnauthenticated = createUnauthenticatedHandler({ removeToken }, reload);
    onUnauthenticated();
    onUnauthenticated();
    onUnauthenticated();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(removeToken).toHaveBeenCalledTimes(3);
  });
});

describe('register', () => {
  useSandbox();

  async function registration(password: string) {
    const form = await callEndpoint(createHttpClient({ baseUrl: apiBaseUrl }), contract.auth.getDataFields, {
      query: { onboardingType: 'customer_account_online' },
    });
    return {
      clientId: 1,
      source: 'bookings' as const,
      password,
      passwordConfirmation: password,
      termsAccepted: true,
      dataFields: {
        ...graceRegistrationFields,
        email: 'grace.register-test@example.com',
        postcode: 'LS11 5PW',
        _checksum: form.checksum,
      },
    };
  }

  it('gives the field messages of a refused registration and stays logged out', async () => {
    const { store } = createAuthTestStore();
    const result = await store.dispatch(register.initiate(await registration('Abcdefgh!')));
    expect(result.error).toMatchObject({
      status: 422,
      validationMessages: { password: ['The password must contain at least one number.'] },
    });
    expect(selectLoggedIn(store.getState())).toBe(false);
  });

  it('logs the new customer in', async () => {
    const { store, authCookies } = createAuthTestStore();
    const body = await registration(DEMO_PASSWORD);
    const result = await store.dispatch(register.initiate(body));
    expect(result.data).toBeDefined();
    expect(authCookies.readToken()).not.toBeNull();
    expect(selectCurrentUser(store.getState())).toMatchObject({ firstName: 'Grace', membershipUser: null });
  });
});
