import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE_POLL_MS, sessionApi, useAuthCookiePoll, useCurrentUser } from '../src/index.ts';
import { createAuthTestStore, type AuthTestStore } from './support/authTestStore.ts';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { logInOnAnotherSubdomain, logOutOnAnotherSubdomain } from './support/otherSubdomain.ts';
import { useSandbox } from './support/sandboxApi.ts';
import { until } from './support/until.ts';

const { login } = sessionApi.endpoints;
const sam = demoAccounts.memberWithoutDirectDebit;
const alex = demoAccounts.memberWithDirectDebit;

function renderApp(store: AuthTestStore) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(
    () => {
      useAuthCookiePoll();
      return useCurrentUser();
    },
    { wrapper },
  );
}

/** Only the poll's interval is faked: requests, MSW and React keep real time. */
const fakePollTimer = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe(`the ${AUTH_COOKIE_POLL_MS / 1000} s token cookie poll`, () => {
  useSandbox();

  it('logs in and loads the user when a log-in on another sub-domain sets the cookie', async () => {
    fakePollTimer();
    const { store } = createAuthTestStore();
    const { result } = renderApp(store);
    expect(result.current).toMatchObject({ loggedIn: false, user: null });

    await logInOnAnotherSubdomain(sam.email, DEMO_PASSWORD);
    advance(AUTH_COOKIE_POLL_MS - 1);
    expect(result.current.loggedIn).toBe(false);

    advance(1);
    expect(result.current.loggedIn).toBe(true);
    await until(() => result.current.user !== null);
    expect(result.current.user).toMatchObject({ email: sam.email, reference: sam.reference });
  });

  it('logs out when the cookie goes (a log-out on another sub-domain)', async () => {
    const { store, actions } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));
    fakePollTimer();
    const { result } = renderApp(store);
    expect(result.current).toMatchObject({ loggedIn: true, user: { email: alex.email } });

    logOutOnAnotherSubdomain();
    advance(AUTH_COOKIE_POLL_MS - 1);
    expect(result.current.loggedIn).toBe(true);

    advance(1);
    expect(result.current).toMatchObject({ loggedIn: false, user: null });
    expect(actions.map((action) => action.type)).toContain('auth/sessionEnded');
  });

  it('follows a switch to another account and never shows the previous user meanwhile', async () => {
    const { store } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));
    fakePollTimer();
    const { result } = renderApp(store);
    const seen: (string | undefined)[] = [];

    await logInOnAnotherSubdomain(sam.email, DEMO_PASSWORD);
    advance(AUTH_COOKIE_POLL_MS);
    seen.push(result.current.user?.email);
    await until(() => result.current.user !== null);
    seen.push(result.current.user?.email);
    expect(seen).toEqual([undefined, sam.email]);
  });

  it('leaves an unchanged cookie alone (no requests, no actions)', async () => {
    const { store, actions } = createAuthTestStore();
    await store.dispatch(login.initiate({ username: alex.email, password: DEMO_PASSWORD }));
    fakePollTimer();
    renderApp(store);
    const before = actions.length;
    advance(AUTH_COOKIE_POLL_MS * 3);
    // Three checks, each a thunk and nothing else.
    expect(actions.slice(before).filter((action) => typeof action !== 'function')).toEqual([]);
  });

  it('stops polling when unmounted', async () => {
    fakePollTimer();
    const { store } = createAuthTestStore();
    const { unmount } = renderApp(store);
    unmount();
    await logInOnAnotherSubdomain(sam.email, DEMO_PASSWORD);
    advance(AUTH_COOKIE_POLL_MS * 2);
    expect(store.getState().auth.token).toBeNull();
  });
});
