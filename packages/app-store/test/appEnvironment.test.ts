import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { parseConfig } from '@leisure/config';
import { createAppEnvironment } from '../src/index.ts';
import { server } from './support/mswServer.ts';

const page = { hostname: 'my-account.leisure.localhost', protocol: 'http:' };

function seenRequests() {
  const seen: { authorization: string | null; withCredentials: boolean }[] = [];
  server.use(http.get('http://api.test/api/client', () => HttpResponse.json({ data: {} })));
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') seen.push({ authorization: request.headers.get('authorization'), withCredentials: request.credentials === 'include' });
  });
  return seen;
}

describe('createAppEnvironment', () => {
  it('sends the shared cookie token as Bearer in development', async () => {
    const config = parseConfig({ MODE: 'development', VITE_API_BASE_URL: 'http://api.test/api' });
    const { httpClient, authCookies } = createAppEnvironment(config, page);
    authCookies.writeToken('dev-token');
    const seen = seenRequests();
    await httpClient.get('/client');
    expect(seen[0]?.authorization).toBe('Bearer dev-token');
    expect(document.cookie).toContain('leisure_token=dev-token');
  });

  it('leaves the token to the cookie in production unless configured', async () => {
    const config = parseConfig({ MODE: 'production', VITE_API_BASE_URL: 'http://api.test/api' });
    const { httpClient, authCookies } = createAppEnvironment(config, page);
    authCookies.writeToken('prod-token');
    expect(httpClient.defaults.withCredentials).toBe(true);
    const seen = seenRequests();
    await httpClient.get('/client');
    expect(seen[0]?.authorization).toBeNull();
  });

  it('sends Bearer in production when configured to', async () => {
    const config = parseConfig({ VITE_BEARER_TOKEN: 'always', VITE_API_BASE_URL: 'http://api.test/api' });
    const { httpClient, authCookies } = createAppEnvironment(config, page);
    authCookies.writeToken('always-token');
    const seen = seenRequests();
    await httpClient.get('/client');
    expect(seen[0]?.authorization).toBe('Bearer always-token');
  });
});
