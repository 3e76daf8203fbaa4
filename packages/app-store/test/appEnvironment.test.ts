import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { parseConfig } from '@leisure/config';
import { createAppEnvironment } from '../src/index.ts';
import { subdomainPage } from '@leisure/test-support/vitest-preset';
import { server } from './support/mswServer.ts';

const page = { hostname: 'my-account.leisure.localhost', protocol: 'http:' };

/** An API on another origin under the cookie domain, answering CORS as it would to a browser. */
const apiUnderCookieDomain = 'http://api.leisure.localhost/api';
const corsHeaders = {
  'Access-Control-Allow-Origin': 'http://bookings.leisure.localhost',
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Allow-Headers': 'authorization, accept, x-requested-with',
};

interface SeenRequest {
  authorization: string | null;
  clientHeader: string | null;
  credentials: RequestCredentials;
}

function seenRequests(apiBaseUrl = apiUnderCookieDomain) {
  const seen: SeenRequest[] = [];
  // MSW's recorded request reads every fetch as same-origin: the credentials are what the client asked fetch for.
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  onTestFinished(() => fetchSpy.mockRestore());
  const url = new URL(`${apiBaseUrl}/client`, subdomainPage).href;
  server.use(
    http.options(url, () => new HttpResponse(null, { status: 204, headers: corsHeaders })),
    http.get(url, ({ request }) => {
      seen.push({
        authorization: request.headers.get('authorization'),
        clientHeader: request.headers.get('x-requested-with'),
        credentials: fetchSpy.mock.calls.at(-1)?.[1]?.credentials ?? 'same-origin',
      });
      return HttpResponse.json({ data: {} }, { headers: corsHeaders });
    }),
  );
  return seen;
}

/** The environment for `config` with `token` in the shared cookie, after one request: what the API saw. */
async function requestWithToken(
  config: Parameters<typeof createAppEnvironment>[0],
  token: string,
  apiBaseUrl?: string,
) {
  const { httpClient, authCookies } = createAppEnvironment(config, page);
  authCookies.writeToken(token);
  const seen = seenRequests(apiBaseUrl);
  await httpClient.get('/client');
  return { seen, httpClient };
}

describe('createAppEnvironment', () => {
  it('sends the shared cookie token as Bearer in development', async () => {
    const config = parseConfig({ MODE: 'development', VITE_API_BASE_URL: 'http://api.test/api' });
    const { seen } = await requestWithToken(config, 'dev-token', 'http://api.test/api');
    expect(seen[0]?.authorization).toBe('Bearer dev-token');
    expect(seen[0]?.clientHeader).toBe('leisure-web');
    expect(document.cookie).toContain('leisure_token=dev-token');
  });

  it('leaves the token to the cookie in production, calling /api on the page origin by default', async () => {
    const config = parseConfig({ MODE: 'production' });
    expect(config.api.baseUrl).toBe('/api');
    const { seen } = await requestWithToken(config, 'prod-token', '/api');
    expect(seen).toEqual([{ authorization: null, clientHeader: 'leisure-web', credentials: 'include' }]);
  });

  it('sends the cookie, and the client header, to an API under the cookie domain in production', async () => {
    const config = parseConfig({ MODE: 'production', VITE_API_BASE_URL: apiUnderCookieDomain });
    const { seen, httpClient } = await requestWithToken(config, 'prod-token');
    expect(httpClient.withCredentials).toBe(true);
    expect(seen).toEqual([{ authorization: null, clientHeader: 'leisure-web', credentials: 'include' }]);
  });

  it('sends Bearer in production when configured to', async () => {
    const config = parseConfig({ VITE_BEARER_TOKEN: 'always', VITE_API_BASE_URL: 'http://api.test/api' });
    const { seen } = await requestWithToken(config, 'always-token', 'http://api.test/api');
    expect(seen[0]?.authorization).toBe('Bearer always-token');
  });
});
