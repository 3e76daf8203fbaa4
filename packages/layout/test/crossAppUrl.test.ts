import { describe, expect, it } from 'vitest';
import { crossAppUrl } from '../src/crossApp/crossAppUrl.ts';
import type { SiteAddress } from '../src/crossApp/frontEnds.ts';
import { noSiteFlags } from '../src/crossApp/siteFlags.ts';

const local: SiteAddress = {
  protocol: 'http:',
  port: '5173',
  domain: 'leisure.localhost',
  labels: { bookings: 'bookings', myAccount: 'my-account', onlineJoining: 'online-joining' },
};

describe('crossAppUrl', () => {
  it('links to the target sub-domain on the same scheme and port', () => {
    expect(crossAppUrl('myAccount', '/', noSiteFlags, local)).toBe('http://my-account.leisure.localhost:5173/');
    expect(crossAppUrl('bookings', '/basket', noSiteFlags, local)).toBe(
      'http://bookings.leisure.localhost:5173/basket',
    );
  });

  it('uses the configured labels and domain, and drops a default port', () => {
    const production: SiteAddress = {
      protocol: 'https:',
      port: '',
      domain: 'brightwater.example',
      labels: { bookings: 'book', myAccount: 'account', onlineJoining: 'join' },
    };
    expect(crossAppUrl('onlineJoining', '/centre/riverside', noSiteFlags, production)).toBe(
      'https://join.brightwater.example/centre/riverside',
    );
  });

  it('carries the kiosk, embedded and centre flags', () => {
    const flags = { kiosk: true, embedded: true, centre: 'riverside' };
    expect(crossAppUrl('onlineJoining', '/kiosk', flags, local)).toBe(
      'http://online-joining.leisure.localhost:5173/kiosk?embedded=true&kiosk=true&centre=riverside',
    );
  });

  it('leaves out modes that are off', () => {
    expect(crossAppUrl('bookings', '/', { kiosk: true, embedded: false, centre: null }, local)).toBe(
      'http://bookings.leisure.localhost:5173/?kiosk=true',
    );
  });

  it("keeps the path's own query and hash, and replaces its stale flags with the current ones", () => {
    const url = crossAppUrl(
      'bookings',
      '/location/riverside?date=2026-03-10&kiosk=false&centre=old#times',
      {
        kiosk: true,
        embedded: false,
        centre: 'riverside',
      },
      local,
    );
    expect(url).toBe(
      'http://bookings.leisure.localhost:5173/location/riverside?date=2026-03-10&kiosk=true&centre=riverside#times',
    );
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'basket', ''])(
    'never leaves the target host for the path %j',
    (path) => {
      const url = new URL(crossAppUrl('myAccount', path, noSiteFlags, local));
      expect(url.host).toBe('my-account.leisure.localhost:5173');
      expect(url.pathname).toBe('/');
    },
  );

  it('drops a centre that is not a venue slug', () => {
    const url = crossAppUrl('bookings', '/', { kiosk: false, embedded: false, centre: '"><script>' }, local);
    expect(url).toBe('http://bookings.leisure.localhost:5173/');
  });
});
