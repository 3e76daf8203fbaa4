import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import {
  authCookiesFor,
  cookieDomainFor,
  createAuthCookies,
  isFramed,
  TOKEN_COOKIE,
  VENUE_COOKIE,
} from '../src/index.ts';

describe('cookieDomainFor', () => {
  it.each([
    ['bookings.leisure.localhost', 'leisure.localhost'],
    ['MY-ACCOUNT.Leisure.Localhost', 'leisure.localhost'],
    ['online-joining.leisure.localhost.', 'leisure.localhost'],
    ['leisure.localhost', 'leisure.localhost'],
  ])('shares cookies from %j across %j', (hostname, expected) => {
    expect(cookieDomainFor(hostname, 'leisure.localhost')).toBe(expected);
    expect(cookieDomainFor(hostname, '.Leisure.localhost')).toBe(expected);
  });

  it.each([
    '127.0.0.1',
    'localhost',
    'evil-leisure.localhost',
    'leisure.localhost.evil.example',
    'bookings.other.test',
  ])('falls back to a host-only cookie on %j, which the parent domain does not cover', (hostname) => {
    expect(cookieDomainFor(hostname, 'leisure.localhost')).toBeUndefined();
  });
});

describe('auth cookies', () => {
  it('write the token for the parent domain, path /, SameSite=Lax, lasting until the session expires', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T03:04:05Z') });
    const set = vi.spyOn(Cookies, 'set');
    const cookies = authCookiesFor(
      { cookies: { domain: 'leisure.localhost' } },
      { hostname: 'bookings.leisure.localhost', protocol: 'http:' },
    );
    cookies.writeToken('tok-1', '2030-01-02T03:04:05Z');
    expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'tok-1', {
      path: '/',
      sameSite: 'Lax',
      secure: false,
      domain: 'leisure.localhost',
      // A day, counted by the browser from when it stores the cookie (Max-Age), whatever its own calendar says.
      'max-age': '86400',
    });
    expect(document.cookie).toContain('tok-1');
    expect(cookies.readToken()).toBe('tok-1');
    cookies.removeToken();
    expect(cookies.readToken()).toBeNull();
    vi.useRealTimers();
  });

  it('keep a venue for a year, and write nothing that lasts past the token', () => {
    const set = vi.spyOn(Cookies, 'set');
    const cookies = createAuthCookies({ domain: undefined, secure: false });
    cookies.writeVenue('leeds-central');
    expect(set).toHaveBeenLastCalledWith(
      VENUE_COOKIE,
      'leeds-central',
      expect.objectContaining({ 'max-age': '31536000' }),
    );
    cookies.writeToken('tok-2', new Date(Date.now() - 1000).toISOString());
    expect(set).toHaveBeenLastCalledWith(TOKEN_COOKIE, 'tok-2', expect.objectContaining({ 'max-age': '0' }));
    expect(cookies.readToken()).toBeNull();
  });

  it('are Secure when the page is served over https', () => {
    const set = vi.spyOn(Cookies, 'set');
    authCookiesFor(
      { cookies: { domain: 'leisure.example' } },
      { hostname: 'bookings.leisure.example', protocol: 'https:' },
    ).writeVenue('leeds-central');
    expect(set).toHaveBeenCalledWith(
      VENUE_COOKIE,
      'leeds-central',
      expect.objectContaining({ secure: true, domain: 'leisure.example' }),
    );
  });

  it('keep the venue, and treat an empty token as none', () => {
    const cookies = createAuthCookies({ domain: 'leisure.localhost', secure: false });
    cookies.writeVenue('leeds-central');
    expect(cookies.readVenue()).toBe('leeds-central');
    cookies.removeVenue();
    expect(cookies.readVenue()).toBeNull();
    cookies.writeToken('');
    expect(cookies.readToken()).toBeNull();
  });
});

describe('auth cookies in another site’s frame (docs/decisions/0640)', () => {
  const framedCookies = () =>
    authCookiesFor(
      { cookies: { domain: 'leisure.localhost' } },
      { hostname: 'online-joining.leisure.localhost', protocol: 'http:' },
      true,
    );

  it('are SameSite=None; Secure; Partitioned, still for the parent domain, whatever the scheme', () => {
    const set = vi.spyOn(Cookies, 'set');
    framedCookies().writeToken('tok-2');
    expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'tok-2', {
      path: '/',
      sameSite: 'None',
      secure: true,
      partitioned: true,
      domain: 'leisure.localhost',
    });
  });

  it('reach the browser with the Partitioned attribute, and are removed with the same attributes', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => descriptor.get!.call(document) as string);
    const cookies = framedCookies();
    cookies.writeToken('tok-3');
    cookies.removeToken();
    expect(written).toHaveLength(2);
    for (const line of written) {
      expect(line).toMatch(/^leisure_token=/);
      expect(line).toContain('; domain=leisure.localhost');
      expect(line).toContain('; sameSite=None');
      expect(line).toContain('; secure');
      expect(line).toContain('; partitioned');
    }
    expect(written[1]).toMatch(/^leisure_token=;/);
    vi.restoreAllMocks();
  });

  it('are the usual first-party cookies on a page that is not framed', () => {
    const set = vi.spyOn(Cookies, 'set');
    authCookiesFor(
      { cookies: { domain: 'leisure.localhost' } },
      { hostname: 'bookings.leisure.localhost', protocol: 'http:' },
      false,
    ).writeToken('tok-4');
    expect(set).toHaveBeenCalledWith(
      TOKEN_COOKIE,
      'tok-4',
      expect.objectContaining({ sameSite: 'Lax', secure: false }),
    );
    expect(set.mock.calls[0]![2]).not.toHaveProperty('partitioned');
  });
});

describe('isFramed', () => {
  it.each([
    [{ self: 'a', top: 'a' }, false],
    [{ self: 'a', top: 'b' }, true],
    [{ self: 'a', top: null }, true],
  ])('%j → %s', (win, expected) => {
    expect(isFramed(win as unknown as Window)).toBe(expected);
  });
});
