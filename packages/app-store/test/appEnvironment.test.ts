import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { parseConfig } from '@leisure/config';
import { createAppEnvironment } from '../src/index.ts';
import { server } from './support/mswServer.ts';

const page = { hostname: 'my-account.leisure.localhost', protocol: 'http:' };

/** The API on another origin, as in production: jsdom checks CORS like a browser, preflight included. */
const corsHeaders = {
  'Access-Control-Allow-Origin': 'http://bookings.leisure.localhost',
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Allow-Headers': 'authorization, accept',
};

function seenRequests() {
  const seen: { authorization: string | null; credentials: RequestCredentials }[] = [];
  server.use(
    http.options('http://api.test/api/client', () => new HttpResponse(null, { status: 204, headers: corsHeaders })),
    http.get('http://api.test/api/client', ({ request }) => {
      seen.push({ authorization: request.headers.get('authorization'), credentials: request.credentials });
      return HttpResponse.json({ data: {} }, { headers: corsHeaders });
    }),
  );
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
    expect(seen[0]).toEqual({ authorization: null, credentials: 'include' });
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
