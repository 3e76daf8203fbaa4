import { describe, expect, it } from 'vitest';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, TOKEN_COOKIE } from '@leisure/api-contract';
import { createSandbox } from '../../src/app.ts';
import { hashToken } from '../../src/http/authenticate.ts';
import { demoLogin } from '../../src/testing.ts';
import { movableClock } from '../support/movableClock.ts';
import { TEST_START } from '../support/useSandbox.ts';

// Saving My details (PUT my-account/user/update) never leaves a second live session behind (decision 0101, issue
// 22): the token it answers is the one to use, and a presented token it did not answer no longer works.

const api = 'http://my-account.example.org/api';

function sandboxUnderTest() {
  const sandbox = createSandbox({ clock: movableClock(TEST_START) });
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    sandbox.fetch(
      new Request(`${api}${path}`, {
        method,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
  const liveTokens = (userId: number) =>
    (
      sandbox.services.db
        .prepare('SELECT COUNT(*) AS n FROM auth_tokens WHERE user_id = ? AND expires_at > ?')
        .get(userId, TEST_START) as { n: number }
    ).n;
  const isStored = (token: string) =>
    sandbox.services.db.prepare('SELECT 1 FROM auth_tokens WHERE token_hash = ?').get(hashToken(token)) !== undefined;
  async function logIn() {
    const response = await send('POST', '/auth/customer/login', {}, demoLogin('memberWithDirectDebit'));
    const { data } = (await response.json()) as { data: { token: string; user: { id: number } } };
    return { token: data.token, userId: data.user.id };
  }
  return { send, liveTokens, isStored, logIn };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookie = (token: string) => ({
  cookie: `${TOKEN_COOKIE}=${encodeURIComponent(token)}`,
  [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
});
const path = '/my-account/user/update?onboarding_type=membership_purchase';

describe('saving My details keeps one live token for the session', () => {
  it.each([
    { how: 'a Bearer token', credentials: bearer },
    { how: 'the session cookie', credentials: cookie },
  ])('with $how: the answered token works, and no other is left live', async ({ credentials }) => {
    const { send, liveTokens, isStored, logIn } = sandboxUnderTest();
    const { token, userId } = await logIn();
    const before = liveTokens(userId);
    const form = await send('GET', '/data-fields?onboarding_type=membership_purchase', credentials(token));
    const checksum = ((await form.json()) as { data: { _checksum?: string; checksum?: string } }).data;
    const _checksum = checksum._checksum ?? checksum.checksum;

    const saved = await send('PUT', path, credentials(token), { _checksum, emergency_contact_relationship: 'friend' });
    expect(saved.status).toBe(200);
    const answered = ((await saved.json()) as { data: { token: string } }).data.token;

    expect(liveTokens(userId)).toBe(before);
    expect(isStored(answered)).toBe(true);
    expect((await send('GET', '/auth/user', credentials(answered))).status).toBe(200);
    if (answered !== token) {
      expect((await send('GET', '/auth/user', credentials(token))).status).toBe(401);
    }
    // Saving again with the answered token works too (the my-account page keeps the answer's token).
    expect((await send('PUT', path, credentials(answered), { _checksum, heard_about_us: 'leaflet' })).status).toBe(200);
    expect(liveTokens(userId)).toBe(before);
  });
});
