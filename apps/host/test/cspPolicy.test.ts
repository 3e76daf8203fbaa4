import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives, cspSourcesFromEnv } from '../server/cspPolicy.ts';

const sandbox = { cardProviderOrigin: 'http://127.0.0.1:4020', apiBaseUrl: 'http://127.0.0.1:4010/api' };

describe('the front ends’ Content Security Policy', () => {
  it('runs scripts only from our origin and the card provider’s, with nothing inline or evaluated', () => {
    const directives = cspDirectives(sandbox);
    expect(directives['script-src']).toEqual(["'self'", 'http://127.0.0.1:4020']);
    expect(contentSecurityPolicy(sandbox)).not.toMatch(/unsafe-eval|'nonce-/);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('adds development’s nonce to script-src only (a nonce would disable style-src’s unsafe-inline)', () => {
    const directives = cspDirectives(sandbox, 'c2FuZGJveA==');
    expect(directives['script-src']).toEqual(["'self'", "'nonce-c2FuZGJveA=='", 'http://127.0.0.1:4020']);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('lets the page call the API and the provider, and frame and post to the provider for 3-D Secure', () => {
    const directives = cspDirectives(sandbox);
    expect(directives['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4010', 'http://127.0.0.1:4020']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4010']);
    expect(directives['frame-src']).toEqual(['http://127.0.0.1:4020']);
    expect(directives['form-action']).toEqual(["'self'", 'http://127.0.0.1:4020']);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['font-src']).toEqual(["'self'", 'data:']);
  });

  it('needs no API origin when the API is under the page’s own origin, and adds hosted maps and geocoder', () => {
    const directives = cspDirectives({
      cardProviderOrigin: 'https://pi-live.sagepay.com',
      apiBaseUrl: '/api',
      mapsStyleUrl: 'https://tiles.example/styles/leisure.json?key=k',
      geocoderUrl: 'https://geo.example/v1',
    });
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://pi-live.sagepay.com',
      'https://tiles.example',
      'https://geo.example',
    ]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example']);
  });

  it('stops the build when an origin cannot be read', () => {
    expect(() => cspDirectives({ ...sandbox, cardProviderOrigin: '' })).toThrow(/VITE_CARD_PROVIDER_ORIGIN/);
    expect(() => cspDirectives({ ...sandbox, cardProviderOrigin: 'javascript:alert(1)' })).toThrow(
      /VITE_CARD_PROVIDER_ORIGIN must be an http\(s\) URL/,
    );
    expect(() => cspDirectives({ ...sandbox, apiBaseUrl: 'api.example' })).toThrow(/VITE_API_BASE_URL/);
  });
});

describe('the policy’s sources from the environment', () => {
  it('defaults to the sandbox: the API on 4010 and the provider on SANDBOX_CARD_PROVIDER_PORT (4020)', () => {
    expect(cspSourcesFromEnv({})).toEqual({ ...sandbox, mapsStyleUrl: undefined, geocoderUrl: undefined });
    expect(cspSourcesFromEnv({ SANDBOX_CARD_PROVIDER_PORT: '4410' }).cardProviderOrigin).toBe('http://127.0.0.1:4410');
  });

  it('takes VITE_CARD_PROVIDER_ORIGIN and VITE_API_BASE_URL when set (empty means unset)', () => {
    const sources = cspSourcesFromEnv({
      VITE_CARD_PROVIDER_ORIGIN: 'https://pi-live.sagepay.com',
      VITE_API_BASE_URL: 'https://api.brightwater.example/api',
      VITE_MAPS_STYLE_URL: ' ',
      SANDBOX_CARD_PROVIDER_PORT: '4410',
    });
    expect(sources).toMatchObject({
      cardProviderOrigin: 'https://pi-live.sagepay.com',
      apiBaseUrl: 'https://api.brightwater.example/api',
      mapsStyleUrl: undefined,
    });
  });
});
