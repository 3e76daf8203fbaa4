import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { contract } from '@leisure/api-contract';
import { callEndpoint, createHttpClient, toApiError } from '../src/index.ts';
import { server } from './support/mswServer.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

/** The Authorization header of every request that reaches the (mocked) network. */
function authorizationHeaders(): (string | null)[] {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.headers.get('authorization'));
  });
  return seen;
}

describe('Bearer token', () => {
  // Any answer will do: these tests look at the request. (The sandbox would answer an unknown token 401.)
  beforeEach(() => {
    server.use(http.get(`${apiBaseUrl}/client`, () => HttpResponse.json({ data: {} })));
  });

  it('is sent when getToken has one', async () => {
    const seen = authorizationHeaders();
    const client = createHttpClient({ baseUrl: apiBaseUrl, getToken: () => 'tok-123' });
    await client.get('/client');
    expect(seen).toEqual(['Bearer tok-123']);
  });

  it.each([undefined, null, ''])('is absent when the token is %o', async (token) => {
    const seen = authorizationHeaders();
    const client = createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });
    await client.get('/client');
    expect(seen).toEqual([null]);
  });

  it('is absent when the app sends no tokens at all (cookie mode)', async () => {
    const seen = authorizationHeaders();
    await createHttpClient({ baseUrl: apiBaseUrl }).get('/client');
    expect(seen).toEqual([null]);
  });

  it('is read for every request, so a new log-in takes effect at once', async () => {
    const seen = authorizationHeaders();
    let token: string | undefined = undefined;
    const client = createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });
    await client.get('/client');
    token = 'after-login';
    await client.get('/client');
    expect(seen).toEqual([null, 'Bearer after-login']);
  });
});

describe('401 answers', () => {
  useSandbox();

  it('call onUnauthenticated once when the sandbox rejects an unknown token', async () => {
    const onUnauthenticated = vi.fn();
    const client = createHttpClient({ baseUrl: apiBaseUrl, getToken: () => 'expired-token', onUnauthenticated });
    const failure = await callEndpoint(client, contract.site.getTheme).catch(toApiError);
    expect(failure).toMatchObject({ status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('leave onUnauthenticated alone for a call sent with a token the page no longer holds (a session ended here)', async () => {
    const onUnauthenticated = vi.fn();
    let token: string | null = null;
    const client = createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token, onUnauthenticated });
    // Logged out here, or logged in afresh: an answer about the old token says nothing about the current session.
    for (const current of [null, 'a-newer-session']) {
      token = current;
      const late = await callEndpoint(client, contract.site.getTheme, { bearerToken: 'expired-token' }).catch(
        toApiError,
      );
      expect(late).toMatchObject({ status: 401 });
    }
    expect(onUnauthenticated).not.toHaveBeenCalled();

    // The page's current token refused: that session is gone.
    token = 'expired-token';
    await callEndpoint(client, contract.site.getTheme).catch(toApiError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('leave onUnauthenticated alone for the log-in call itself', async () => {
    server.use(
      http.post(`${apiBaseUrl}/auth/customer/login`, () =>
        HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 }),
      ),
    );
    const onUnauthenticated = vi.fn();
    const client = createHttpClient({ baseUrl: apiBaseUrl, onUnauthenticated });
    const failure = await client
      .post('/auth/customer/login', { username: 'ada@example.com', password: 'wrong' })
      .catch(toApiError);
    expect(failure).toEqual({
      status: 401,
      message: 'These credentials do not match our records.',
      validationMessages: {},
    });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('still count for paths that only look like the log-in', async () => {
    server.use(
      http.get(`${apiBaseUrl}/auth/customer/login-history`, () =>
        HttpResponse.json({ message: 'No.' }, { status: 401 }),
      ),
    );
    const onUnauthenticated = vi.fn();
    const client = createHttpClient({ baseUrl: apiBaseUrl, onUnauthenticated });
    await expect(client.get('/auth/customer/login-history')).rejects.toThrow();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('are told apart from other failures', async () => {
    const onUnauthenticated = vi.fn();
    const client = createHttpClient({ baseUrl: apiBaseUrl, onUnauthenticated });
    await expect(
      callEndpoint(client, contract.site.getVenue, { params: { venue: 'no-such-venue' } }),
    ).rejects.toThrow();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe('the client header (decision 0826)', () => {
  /** The X-Requested-With header of every request that reaches the (mocked) network, with its method. */
  function clientHeaders(): string[] {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(`${request.method} ${request.headers.get('x-requested-with')}`);
    });
    return seen;
  }

  beforeEach(() => {
    server.use(
      http.get(`${apiBaseUrl}/client`, () => HttpResponse.json({ data: {} })),
      http.post(`${apiBaseUrl}/auth/logout`, () => HttpResponse.json({ data: { ok: true } })),
      http.delete(`${apiBaseUrl}/cart`, () => HttpResponse.json({ data: {} })),
    );
  });

  it('goes with every request, Bearer or cookie, read or change', async () => {
    const seen = clientHeaders();
    const cookieClient = createHttpClient({ baseUrl: apiBaseUrl, withCredentials: true });
    const bearerClient = createHttpClient({ baseUrl: apiBaseUrl, getToken: () => 'tok-1' });
    await cookieClient.get('/client');
    await cookieClient.delete('/cart');
    await bearerClient.post('/auth/logout');
    await callEndpoint(cookieClient, contract.auth.logout, { bearerToken: 'tok-2' });
    expect(seen).toEqual(['GET leisure-web', 'DELETE leisure-web', 'POST leisure-web', 'POST leisure-web']);
  });

  it('cannot be dropped by a caller setting headers of its own', async () => {
    const seen = clientHeaders();
    const client = createHttpClient({ baseUrl: apiBaseUrl });
    await client.get('/client', { headers: { Accept: 'application/json', 'X-Other': 'yes' } });
    expect(seen).toEqual(['GET leisure-web']);
  });

  it('travels with credentials when the app asks for them (an API that reads the cookie on another origin)', () => {
    expect(
      createHttpClient({ baseUrl: 'https://api.leisure.example/api', withCredentials: true }).withCredentials,
    ).toBe(true);
    expect(createHttpClient({ baseUrl: apiBaseUrl }).withCredentials).toBe(false);
  });
});
