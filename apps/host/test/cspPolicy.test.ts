import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives, cspSourcesFromEnv, securityHeaders } from '../server/cspPolicy.ts';

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
    const directives = cspDirectives(sandbox, { nonce: 'c2FuZGJveA==' });
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

describe('violation reports (decisions 0112, 0831)', () => {
  it('go to the API’s csp-reports: report-to names the Reporting-Endpoints group, report-uri the URL', () => {
    const directives = cspDirectives(sandbox);
    expect(directives['report-to']).toEqual(['csp-endpoint']);
    expect(directives['report-uri']).toEqual(['http://127.0.0.1:4010/api/csp-reports']);
    expect(securityHeaders(sandbox)['Reporting-Endpoints']).toBe(
      'csp-endpoint="http://127.0.0.1:4010/api/csp-reports"',
    );
    expect(securityHeaders(sandbox)['Content-Security-Policy']).toBe(contentSecurityPolicy(sandbox));
  });

  it('follow the API base as it is written: a path under the page’s origin, a trailing slash', () => {
    const underPage = { ...sandbox, apiBaseUrl: '/api' };
    expect(cspDirectives(underPage)['report-uri']).toEqual(['/api/csp-reports']);
    expect(securityHeaders(underPage)['Reporting-Endpoints']).toBe('csp-endpoint="/api/csp-reports"');
    const slash = { ...sandbox, apiBaseUrl: 'https://api.example/api/' };
    expect(cspDirectives(slash)['report-uri']).toEqual(['https://api.example/api/csp-reports']);
  });

  it('refuse an API base a header cannot carry', () => {
    expect(() => securityHeaders({ ...sandbox, apiBaseUrl: '/api"; x="' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => cspDirectives({ ...sandbox, apiBaseUrl: '/api; script-src *' })).toThrow(/VITE_API_BASE_URL/);
  });
});

describe('Trusted Types (decision 0832)', () => {
  it('are reported, not enforced, in production: a report-only policy beside the enforced one', () => {
    const headers = securityHeaders(sandbox, { production: true });
    expect(headers['Content-Security-Policy-Report-Only']).toBe(
      "require-trusted-types-for 'script'; trusted-types card-provider dompurify 'allow-duplicates'; " +
        'report-uri http://127.0.0.1:4010/api/csp-reports; report-to csp-endpoint',
    );
    expect(headers['Content-Security-Policy']).not.toMatch(/trusted-types/);
  });

  it('are left out in development: the reports are about the built app', () => {
    expect(securityHeaders(sandbox, { nonce: 'bm9uY2U=' })).not.toHaveProperty('Content-Security-Policy-Report-Only');
  });
});

describe('the card provider’s origin in a production build', () => {
  const production = { production: true } as const;
  const withProvider = (cardProviderOrigin: string) => ({ ...sandbox, cardProviderOrigin });

  it.each(['*', 'https://*', 'https://*.sagepay.com', 'http://*.example', 'https://pi.*'])(
    'refuses the wildcard %j, in production and in development',
    (origin) => {
      expect(() => cspDirectives(withProvider(origin), production)).toThrow(/VITE_CARD_PROVIDER_ORIGIN/);
      expect(() => cspDirectives(withProvider(origin))).toThrow(/VITE_CARD_PROVIDER_ORIGIN/);
    },
  );

  it.each(['http://pi-live.sagepay.com', 'http://provider.example:8080', 'http://10.0.0.5:4020'])(
    'refuses plain http %j in production, naming the setting; development allows it',
    (origin) => {
      expect(() => cspDirectives(withProvider(origin), production)).toThrow(
        /VITE_CARD_PROVIDER_ORIGIN must be an https origin in a production build/,
      );
      expect(cspDirectives(withProvider(origin))['script-src']).toEqual(["'self'", new URL(origin).origin]);
    },
  );

  it.each([
    ['https://pi-live.sagepay.com', 'https://pi-live.sagepay.com'],
    ['https://pi-live.sagepay.com/api/v1/', 'https://pi-live.sagepay.com'],
    // Loopback reaches only the machine the page runs on: the sandbox's provider, for local builds and previews.
    ['http://127.0.0.1:4020', 'http://127.0.0.1:4020'],
    ['http://localhost:4020', 'http://localhost:4020'],
    ['http://[::1]:4020', 'http://[::1]:4020'],
  ])('allows %j in production', (origin, expected) => {
    expect(cspDirectives(withProvider(origin), production)['script-src']).toEqual(["'self'", expected]);
  });
});

describe('the policy’s sources from the environment', () => {
  it('defaults to the sandbox: the API on 4010 and the provider on SANDBOX_CARD_PROVIDER_PORT (4020)', () => {
    expect(cspSourcesFromEnv({})).toEqual({
      ...sandbox,
      mapsStyleUrl: undefined,
      geocoderUrl: undefined,
      imagesOrigin: undefined,
    });
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

  it('a build calls /api on its own origin by default and allows the sandbox’s images (decision 0826)', () => {
    const sources = cspSourcesFromEnv({ SANDBOX_PORT: '4310' }, { production: true });
    expect(sources).toMatchObject({ apiBaseUrl: '/api', imagesOrigin: 'http://127.0.0.1:4310' });
    const directives = cspDirectives(sources, { production: true });
    expect(directives['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4020']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4310']);
  });

  it('a build with its own API allows images only from VITE_IMAGES_ORIGIN', () => {
    const own = cspSourcesFromEnv({ VITE_API_BASE_URL: '/api' }, { production: true });
    expect(cspDirectives(own, { production: true })['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    const cdn = cspSourcesFromEnv(
      { VITE_API_BASE_URL: '/api', VITE_IMAGES_ORIGIN: 'https://images.brightwater.example/logos/' },
      { production: true },
    );
    expect(cspDirectives(cdn, { production: true })['img-src']).toContain('https://images.brightwater.example');
  });
});
