import { describe, expect, it } from 'vitest';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, TOKEN_COOKIE } from '@leisure/api-contract';
import { createSandbox } from '../../src/app.ts';
import { demoLogin } from '../../src/testing.ts';
import { movableClock } from '../support/movableClock.ts';
import { TEST_START } from '../support/useSandbox.ts';

// Production's front ends call the API on their own origin under /api and send no Bearer header: the browser
// sends the shared token cookie, and changes need the client header and one of our origins (decision 0826).

/** The sandbox as deployed behind the web server: the API answers on the front end's own host. */
const api = 'http://bookings.example.org/api';
const ownOrigin = 'http://bookings.example.org';
/** A front end the operator lists in SANDBOX_CORS_ORIGINS. */
const listedOrigin = 'https://my-account.example.org';

function sandboxUnderTest() {
  const clock = movableClock(TEST_START);
  const sandbox = createSandbox({ clock, corsOrigins: [listedOrigin] });
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    sandbox.fetch(
      new Request(`${api}${path}`, {
        method,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
  async function logIn(): Promise<{ token: string; expiresAt: string }> {
    const response = await send('POST', '/auth/customer/login', {}, demoLogin('memberWithDirectDebit'));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { token: string; expires_at: string } };
    return { token: data.token, expiresAt: data.expires_at };
  }
  return { clock, send, logIn };
}

const cookie = (token: string) => ({ cookie: `${TOKEN_COOKIE}=${encodeURIComponent(token)}; leisure_venue=leeds` });
const fromOurPage = { [CLIENT_HEADER]: CLIENT_HEADER_VALUE };

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json()) as { message?: unknown };
  expect(Object.keys(body)).toEqual(['message']);
  return String(body.message);
}

describe('the shared token cookie', () => {
  it('authenticates a read without any Authorization header', async () => {
    const { send, logIn } = sandboxUnderTest();
    const { token } = await logIn();
    expect((await send('GET', '/cart')).status).toBe(401);
    const cart = await send('GET', '/cart', cookie(token));
    expect(cart.status).toBe(200);
    const user = await send('GET', '/auth/user', cookie(token));
    expect(user.status).toBe(200);
    expect(((await user.json()) as { data: { email: string } }).data.email).toBe(
      demoLogin('memberWithDirectDebit').username,
    );
  });

  it('answers 401, as a Bearer token would, when its token is unknown or has expired', async () => {
    const { clock, send, logIn } = sandboxUnderTest();
    expect((await send('GET', '/cart', cookie('no-such-token'))).status).toBe(401);

    const { token, expiresAt } = await logIn();
    clock.set(new Date(new Date(expiresAt).getTime() + 1000).toISOString());
    const expired = await send('GET', '/cart', cookie(token));
    expect(expired.status).toBe(401);
    expect(await messageOf(expired)).toBe('Your session has expired, please log in again.');
  });

  it('is ignored when an Authorization header is sent: the header decides', async () => {
    const { send, logIn } = sandboxUnderTest();
    const { token } = await logIn();
    const response = await send('GET', '/cart', { ...cookie(token), authorization: 'Bearer no-such-token' });
    expect(response.status).toBe(401);
  });
});

describe('changes made with the cookie (cross-site request forgery)', () => {
  it('are refused with 403 without the client header', async () => {
    const { send, logIn } = sandboxUnderTest();
    const { token } = await logIn();
    const response = await send('DELETE', '/cart', { ...cookie(token), origin: ownOrigin });
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toContain(`${CLIENT_HEADER}: ${CLIENT_HEADER_VALUE}`);
  });

  it('are refused with 403 from a foreign origin, even with the header', async () => {
    const { send, logIn } = sandboxUnderTest();
    const { token } = await logIn();
    for (const origin of ['https://evil.example', 'null', 'http://bookings.example.org.evil.example']) {
      const response = await send('DELETE', '/cart', { ...cookie(token), ...fromOurPage, origin });
      expect(response.status, origin).toBe(403);
      expect(await messageOf(response)).toContain('may not make changes with the session cookie');
    }
  });

  it('are refused without an Origin when the browser says the request is cross-site', async () => {
    const { send, logIn } = sandboxUnderTest();
    const { token } = await logIn();
    const response = await send('DELETE', '/cart', {
      ...cookie(token),
      ...fromOurPage,
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
  });

  it('are accepted from the same origin, a listed front end, or a local one, with the header', async () => {
    const { send, logIn } = sandboxUnderTest();
    const { token } = await logIn();
    for (const origin of [ownOrigin, listedOrigin, 'http://bookings.leisure.localhost:8080']) {
      const response = await send('DELETE', '/cart', { ...cookie(token), ...fromOurPage, origin });
      expect(response.status, origin).toBe(200);
    }
    // No Origin and no Sec-Fetch-Site: not a browser's cross-site request.
    expect((await send('DELETE', '/cart', { ...cookie(token), ...fromOurPage })).status).toBe(200);
    // Same origin as the web server forwards it: the host the browser addressed.
    const proxied = await send('DELETE', '/cart', {
      ...cookie(token),
      ...fromOurPage,
      origin: 'https://online-joining.example.org',
      'x-forwarded-host': 'online-joining.example.org',
    });
    expect(proxied.status).toBe(200);
  });

  it('leave reads alone: a GET needs neither the header nor an origin', async () => {
    const { send, logIn } = sandboxUnderTest();
    const { token } = await logIn();
    const response = await send('GET', '/cart', { ...cookie(token), origin: 'https://evil.example' });
    expect(response.status).toBe(200);
  });

  it('leave Bearer requests alone: nothing sends that header on its own', async () => {
    const { send, logIn } = sandboxUnderTest();
    const { token } = await logIn();
    const response = await send('DELETE', '/cart', {
      authorization: `Bearer ${token}`,
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(200);
  });

  it('include log-out, which revokes the cookie token', async () => {
    const { send, logIn } = sandboxUnderTest();
    const { token } = await logIn();
    expect((await send('POST', '/auth/logout', cookie(token))).status).toBe(403);
    expect((await send('GET', '/cart', cookie(token))).status).toBe(200);

    const loggedOut = await send('POST', '/auth/logout', { ...cookie(token), ...fromOurPage, origin: ownOrigin });
    expect(loggedOut.status).toBe(200);
    expect((await send('GET', '/cart', cookie(token))).status).toBe(401);
    expect((await send('GET', '/cart', { authorization: `Bearer ${token}` })).status).toBe(401);
  });
});

describe('the preflight a cross-origin script needs to send the client header', () => {
  it('lets our front ends send it with credentials, and nobody else', async () => {
    const { send } = sandboxUnderTest();
    const preflight = (origin: string) =>
      send('OPTIONS', '/cart', {
        origin,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': CLIENT_HEADER.toLowerCase(),
      });
    const ours = await preflight(listedOrigin);
    expect(ours.headers.get('access-control-allow-origin')).toBe(listedOrigin);
    expect(ours.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ours.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(CLIENT_HEADER.toLowerCase());
    const theirs = await preflight('https://evil.example');
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
  });
});
