import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, type ConfigSource } from '../src/index.ts';

function problemsOf(source: ConfigSource): readonly string[] {
  try {
    parseConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('parseConfig defaults', () => {
  it('describes the local sandbox when nothing is set in development', () => {
    const config = parseConfig({ MODE: 'development' });
    expect(config.appName).toBe('Brightwater Leisure');
    expect(config.api).toEqual({
      baseUrl: 'http://127.0.0.1:4010/api',
      bearerTokenMode: 'development',
      sendBearerToken: true,
    });
    expect(config.cookies.domain).toBe('leisure.localhost');
    expect(config.subdomains).toEqual({
      bookings: 'bookings',
      myAccount: 'my-account',
      onlineJoining: 'online-joining',
    });
    expect(config.features).toEqual({
      onlineJoining: true,
      onlineGuestPasses: true,
      savedCards: true,
      onlineJoiningMap: true,
      cardProviderTestMode: true,
    });
    expect(config.maps).toEqual({ styleUrl: undefined, key: '', geocoderUrl: 'http://127.0.0.1:4010/api/geocoding' });
    expect(config.kiosk).toEqual({ idleWarningMs: 90_000, idleResetMs: 95_000, confirmationIdleMs: 10_000 });
    expect(config.toasts).toEqual({
      closeAfterMs: 5_000,
      paymentCloseAfterMs: 10_000,
      kioskInactivityCloseAfterMs: 3_000,
    });
  });

  it.each([{}, { MODE: 'production' }, { MODE: 'staging', DEV: 'false' }])(
    'calls the API at /api on the page origin, with the cookie, in a build (%o)',
    (vite) => {
      const config = parseConfig(vite);
      expect(config.api).toEqual({ baseUrl: '/api', bearerTokenMode: 'development', sendBearerToken: false });
      expect(config.maps.geocoderUrl).toBe('/api/geocoding');
    },
  );

  it('treats empty and blank variables as unset', () => {
    const config = parseConfig({
      DEV: 'true',
      VITE_API_BASE_URL: '',
      VITE_FEATURE_SAVED_CARDS: '   ',
      VITE_APP_NAME: undefined,
    });
    expect(config.api.baseUrl).toBe('http://127.0.0.1:4010/api');
    expect(config.features.savedCards).toBe(true);
    expect(config.appName).toBe('Brightwater Leisure');
  });
});

describe('parseConfig values', () => {
  it('reads every variable', () => {
    const config = parseConfig({
      MODE: 'production',
      VITE_APP_NAME: 'Riverside Trust',
      VITE_API_BASE_URL: 'https://api.riverside.example/api/',
      VITE_BEARER_TOKEN: 'always',
      VITE_COOKIE_DOMAIN: '.Riverside.example',
      VITE_SUBDOMAIN_BOOKINGS: 'Book',
      VITE_SUBDOMAIN_MY_ACCOUNT: 'account',
      VITE_SUBDOMAIN_ONLINE_JOINING: 'join',
      VITE_FEATURE_ONLINE_JOINING: 'false',
      VITE_FEATURE_ONLINE_GUEST_PASSES: 'false',
      VITE_FEATURE_SAVED_CARDS: 'false',
      VITE_FEATURE_ONLINE_JOINING_MAP: 'false',
      VITE_CARD_PROVIDER_TEST_MODE: 'false',
      VITE_MAPS_STYLE_URL: 'https://maps.example/style.json',
      VITE_MAPS_KEY: 'k3y',
      VITE_GEOCODER_URL: 'https://geo.example/v1/',
      VITE_KIOSK_IDLE_WARNING_MS: '120000',
      VITE_KIOSK_IDLE_RESET_MS: '140000',
      VITE_KIOSK_CONFIRMATION_IDLE_MS: '20000',
      VITE_TOAST_CLOSE_AFTER_MS: '0',
      VITE_PAYMENT_TOAST_CLOSE_AFTER_MS: '12000',
      VITE_KIOSK_INACTIVITY_TOAST_MS: '4000',
      VITE_EMBED_ORIGINS: 'https://www.riverside.example, http://localhost:8081',
    });
    expect(config).toEqual({
      appName: 'Riverside Trust',
      mode: 'production',
      api: { baseUrl: 'https://api.riverside.example/api', bearerTokenMode: 'always', sendBearerToken: true },
      cookies: { domain: 'riverside.example' },
      subdomains: { bookings: 'book', myAccount: 'account', onlineJoining: 'join' },
      features: {
        onlineJoining: false,
        onlineGuestPasses: false,
        savedCards: false,
        onlineJoiningMap: false,
        cardProviderTestMode: false,
      },
      maps: { styleUrl: 'https://maps.example/style.json', key: 'k3y', geocoderUrl: 'https://geo.example/v1' },
      kiosk: { idleWarningMs: 120_000, idleResetMs: 140_000, confirmationIdleMs: 20_000 },
      embed: { origins: ['https://www.riverside.example', 'http://localhost:8081'] },
      toasts: { closeAfterMs: 0, paymentCloseAfterMs: 12_000, kioskInactivityCloseAfterMs: 4_000 },
    });
  });

  it('accepts a same-origin API path and derives the geocoder from it', () => {
    const config = parseConfig({ VITE_API_BASE_URL: '/api' });
    expect(config.api.baseUrl).toBe('/api');
    expect(config.maps.geocoderUrl).toBe('/api/geocoding');
  });

  it.each([
    ['true', true],
    ['false', false],
  ])('reads the flag "%s" as %s', (text, value) => {
    expect(parseConfig({ VITE_FEATURE_ONLINE_JOINING_MAP: text }).features.onlineJoiningMap).toBe(value);
  });

  it.each([
    [{ DEV: 'true' }, 'development', true],
    [{ MODE: 'development' }, 'development', true],
    [{ MODE: 'production', DEV: 'false' }, 'development', false],
    [{}, 'development', false],
    [{ MODE: 'production' }, 'always', true],
    [{ DEV: 'true', VITE_API_BASE_URL: '/api' }, 'never', false],
  ])('with %o and bearer mode %s sends the token: %s', (vite, mode, expected) => {
    expect(parseConfig({ ...vite, VITE_BEARER_TOKEN: mode }).api.sendBearerToken).toBe(expected);
  });
});

describe('a build that could not keep anyone logged in (decision 0826)', () => {
  const build = { MODE: 'production' };
  const development = { MODE: 'development' };
  it.each([
    ['the default build: /api on its own origin', build, true],
    ['a same-origin path', { ...build, VITE_API_BASE_URL: '/backend/api' }, true],
    ['an API on the cookie domain itself', { ...build, VITE_API_BASE_URL: 'https://leisure.localhost/api' }, true],
    ['an API under the cookie domain', { ...build, VITE_API_BASE_URL: 'https://api.leisure.localhost:4010/api' }, true],
    [
      'an API under a configured cookie domain',
      { ...build, VITE_COOKIE_DOMAIN: 'Riverside.example', VITE_API_BASE_URL: 'https://API.riverside.example./api' },
      true,
    ],
    ['the sandbox by address, with Bearer always', { ...build, VITE_BEARER_TOKEN: 'always', ...sandbox() }, true],
    ['development: the sandbox by address, with Bearer', { ...development, ...sandbox() }, true],
    ['the sandbox by address', { ...build, ...sandbox() }, false],
    [
      'a host that only ends like the cookie domain',
      { ...build, VITE_API_BASE_URL: 'https://evilleisure.localhost/api' },
      false,
    ],
    [
      'an API outside a configured cookie domain',
      { ...build, VITE_COOKIE_DOMAIN: 'riverside.example', VITE_API_BASE_URL: 'https://api.leisure.localhost/api' },
      false,
    ],
    ['development told never to send Bearer', { ...development, VITE_BEARER_TOKEN: 'never', ...sandbox() }, false],
    ['Bearer never, and the API elsewhere', { ...build, VITE_BEARER_TOKEN: 'never', ...sandbox() }, false],
  ])('%s: %s', (_, source, works) => {
    if (works) {
      expect(() => parseConfig(source)).not.toThrow();
      return;
    }
    const problems = problemsOf(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^VITE_API_BASE_URL: cannot keep anyone logged in: /);
    for (const remedy of ['VITE_API_BASE_URL=/api', 'VITE_BEARER_TOKEN=always', 'VITE_COOKIE_DOMAIN']) {
      expect(problems[0]).toContain(remedy);
    }
  });

  it('names the host the cookie would not reach, with the other problems of the same start-up', () => {
    const problems = problemsOf({ ...build, ...sandbox(), VITE_FEATURE_SAVED_CARDS: 'yes' });
    expect(problems).toHaveLength(2);
    expect(problems[1]).toContain('only under VITE_COOKIE_DOMAIN (leisure.localhost), not to 127.0.0.1');
    expect(problems[1]).toContain('(got "http://127.0.0.1:4010/api")');
  });

  function sandbox() {
    return { VITE_API_BASE_URL: 'http://127.0.0.1:4010/api' };
  }
});

describe('parseConfig problems', () => {
  it.each([
    ['VITE_FEATURE_ONLINE_JOINING', 'yes', 'must be "true" or "false"'],
    ['VITE_FEATURE_SAVED_CARDS', 'TRUE', 'must be "true" or "false"'],
    ['VITE_CARD_PROVIDER_TEST_MODE', '1', 'must be "true" or "false"'],
    ['VITE_API_BASE_URL', 'ftp://files.example', 'must be an absolute http(s) URL or a path starting with "/"'],
    ['VITE_API_BASE_URL', '//evil.example/api', 'must be an absolute http(s) URL or a path starting with "/"'],
    ['VITE_MAPS_STYLE_URL', 'style.json', 'must be an absolute http(s) URL'],
    ['VITE_GEOCODER_URL', 'javascript:alert(1)', 'must be an absolute http(s) URL or a path starting with "/"'],
    ['VITE_COOKIE_DOMAIN', 'localhost', 'must be a domain of at least two labels'],
    ['VITE_COOKIE_DOMAIN', 'leisure..localhost', 'must be a domain of at least two labels'],
    ['VITE_SUBDOMAIN_BOOKINGS', 'book.ings', 'must be one sub-domain label'],
    ['VITE_SUBDOMAIN_MY_ACCOUNT', '-account', 'must be one sub-domain label'],
    ['VITE_BEARER_TOKEN', 'sometimes', 'must be "development", "always" or "never"'],
    ['VITE_KIOSK_IDLE_WARNING_MS', '90s', 'must be a whole number of milliseconds'],
    ['VITE_KIOSK_IDLE_WARNING_MS', '500', 'must be at least 1000 ms'],
    ['VITE_TOAST_CLOSE_AFTER_MS', '-1', 'must be a whole number of milliseconds'],
    ['VITE_TOAST_CLOSE_AFTER_MS', '1.5', 'must be a whole number of milliseconds'],
  ])('names %s=%s', (name, value, message) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${name}: ${message}`);
    expect(problems[0]).toContain(`(got "${value}")`);
  });

  it('lists every problem at once, in the error message too', () => {
    const source = {
      VITE_API_BASE_URL: 'not a url',
      VITE_FEATURE_ONLINE_JOINING: 'on',
      VITE_KIOSK_IDLE_RESET_MS: 'soon',
      VITE_SUBDOMAIN_BOOKINGS: 'join',
      VITE_SUBDOMAIN_ONLINE_JOINING: 'join',
    };
    const problems = problemsOf(source);
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'VITE_API_BASE_URL',
      'VITE_FEATURE_ONLINE_JOINING',
      'VITE_KIOSK_IDLE_RESET_MS',
      'VITE_SUBDOMAIN_ONLINE_JOINING',
    ]);
    expect(() => parseConfig(source)).toThrow(/Invalid configuration:\n {2}- VITE_/);
  });

  it('wants the kiosk reset after the warning', () => {
    const problems = problemsOf({ VITE_KIOSK_IDLE_WARNING_MS: '95000', VITE_KIOSK_IDLE_RESET_MS: '90000' });
    expect(problems).toEqual([
      'VITE_KIOSK_IDLE_RESET_MS: must be later than VITE_KIOSK_IDLE_WARNING_MS (the warning comes first) (got "90000")',
    ]);
  });

  it('wants three different sub-domain labels, whatever their case', () => {
    const problems = problemsOf({ VITE_SUBDOMAIN_MY_ACCOUNT: 'Bookings' });
    expect(problems).toEqual([
      'VITE_SUBDOMAIN_MY_ACCOUNT: must differ from VITE_SUBDOMAIN_BOOKINGS (both are "bookings") (got "Bookings")',
    ]);
  });

  it('never repeats the maps key in a message', () => {
    const problems = problemsOf({ VITE_MAPS_KEY: 'secret value' });
    expect(problems).toEqual(['VITE_MAPS_KEY: must not contain spaces']);
  });
});
