import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '@leisure/test-support';
import type { SubdomainTable } from '@leisure/layout/frontEnds';
import { appOverride } from '../src/appOverride.ts';
import { chooseFrontEnd } from '../src/chooseFrontEnd.ts';
import { resolveApp } from '../src/resolveApp.ts';

const local: SubdomainTable = {
  domain: 'leisure.localhost',
  labels: { bookings: 'bookings', myAccount: 'my-account', onlineJoining: 'online-joining' },
};

describe('resolveApp', () => {
  const resolveLocal = (host: string) => resolveApp(host, local);

  itReturnsEach('serves %s with %s', resolveLocal, [
    ['bookings.leisure.localhost', 'bookings'],
    ['my-account.leisure.localhost', 'myAccount'],
    ['online-joining.leisure.localhost', 'onlineJoining'],
  ]);

  itReturnsEach('tolerates %s', (_case: string, host: string) => resolveLocal(host), [
    ['upper case', 'BOOKINGS.Leisure.LocalHost', 'bookings'],
    ['a trailing dot (fully qualified name)', 'my-account.leisure.localhost.', 'myAccount'],
    ['a port', 'online-joining.leisure.localhost:5173', 'onlineJoining'],
    ['a port and a trailing dot', 'bookings.leisure.localhost.:443', 'bookings'],
    ['surrounding spaces', '  bookings.leisure.localhost ', 'bookings'],
  ]);

  it.each([
    ['a look-alike under another domain', 'bookings.leisure.localhost.evil.com'],
    ['a label with a prefix', 'xbookings.leisure.localhost'],
    ['a label with a suffix', 'bookings-x.leisure.localhost'],
    ['a deeper sub-domain', 'evil.bookings.leisure.localhost'],
    ['the label under a different parent', 'bookings.evil-leisure.localhost'],
    ['the label alone', 'bookings'],
    ['the parent domain alone', 'leisure.localhost'],
    ['two trailing dots', 'bookings.leisure.localhost..'],
    ['an empty name', ''],
    ['only spaces', '   '],
    ['an IPv4 address', '127.0.0.1'],
    ['an IPv4 address with a port', '127.0.0.1:5173'],
    ['an IPv6 literal', '[::1]:5173'],
    ['an unbracketed IPv6 address', '::1'],
    ['localhost', 'localhost'],
    ['a non-numeric port', 'bookings.leisure.localhost:http'],
    ['a Cyrillic look-alike', 'bookіngs.leisure.localhost'],
    ['punycode', 'xn--bookngs-9ge.leisure.localhost'],
    ['a path smuggled in', 'bookings.leisure.localhost/evil'],
    ['a user-info trick', 'evil.com@bookings.leisure.localhost'],
  ])('refuses %s (%j)', (_case, host) => {
    expect(resolveLocal(host)).toBeUndefined();
  });

  it('follows a configured table', () => {
    const production: SubdomainTable = {
      domain: 'Brightwater.Example',
      labels: { bookings: 'book', myAccount: 'account', onlineJoining: 'join' },
    };
    expect(resolveApp('join.brightwater.example', production)).toBe('onlineJoining');
    expect(resolveApp('bookings.brightwater.example', production)).toBeUndefined();
    expect(resolveApp('book.leisure.localhost', production)).toBeUndefined();
  });
});

describe('the ?app= override', () => {
  it('picks a front end by label or id in development', () => {
    expect(appOverride('?app=my-account', local.labels, true)).toBe('myAccount');
    expect(appOverride('?app=onlineJoining', local.labels, true)).toBe('onlineJoining');
    expect(appOverride('?app=Bookings', local.labels, true)).toBe('bookings');
  });

  it('is ignored in production builds', () => {
    expect(appOverride('?app=bookings', local.labels, false)).toBeUndefined();
    expect(chooseFrontEnd({ hostname: '127.0.0.1', search: '?app=bookings' }, local, false)).toBeUndefined();
  });

  it('ignores unknown names', () => {
    expect(appOverride('?app=admin', local.labels, true)).toBeUndefined();
    expect(appOverride('?app=', local.labels, true)).toBeUndefined();
    expect(appOverride('', local.labels, true)).toBeUndefined();
  });

  it('wins over the host name in development, which decides otherwise', () => {
    expect(chooseFrontEnd({ hostname: '127.0.0.1', search: '?app=bookings' }, local, true)).toBe('bookings');
    expect(chooseFrontEnd({ hostname: 'bookings.leisure.localhost', search: '?app=my-account' }, local, true)).toBe(
      'myAccount',
    );
    expect(chooseFrontEnd({ hostname: 'bookings.leisure.localhost', search: '' }, local, true)).toBe('bookings');
  });
});
