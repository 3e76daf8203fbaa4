import Cookies from 'js-cookie';
import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import { TOKEN_COOKIE } from '../../src/index.ts';
import { testCookieDomain } from './authTestStore.ts';
import { apiBaseUrl } from './sandboxApi.ts';

/** What another front end does when someone logs in there: a real session, its token in the shared cookie. */
export async function logInOnAnotherSubdomain(username: string, password: string): Promise<string> {
  const session = await callEndpoint(createHttpClient({ baseUrl: apiBaseUrl }), contract.auth.login, {
    body: { username, password },
  });
  Cookies.set(TOKEN_COOKIE, session.token, { domain: testCookieDomain, path: '/', sameSite: 'Lax' });
  return session.token;
}

/** What another front end does on log-out: the shared cookie goes. */
export function logOutOnAnotherSubdomain(): void {
  Cookies.remove(TOKEN_COOKIE, { domain: testCookieDomain, path: '/' });
}
