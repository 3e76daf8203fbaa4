import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  decodedNamePattern,
  renderHeaders,
  renderSite,
  settingsFromEnv,
  writeConfig,
} from '../render.ts';

const BUILT_POLICY =
  "default-src 'self'; script-src 'self' https://pi.example; frame-ancestors 'none'; report-to csp-endpoint";

/** A stand-in build: the three header files the host build writes beside index.html. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'leisure-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Leisure</title>');
  writeFileSync(join(dist, 'content-security-policy.txt'), `${BUILT_POLICY}\n`);
  writeFileSync(join(dist, 'reporting-endpoints.txt'), 'csp-endpoint="/api/csp-reports"\n');
  writeFileSync(join(dist, 'content-security-policy-report-only.txt'), "require-trusted-types-for 'script'\n");
  return dist;
}

describe('frame-ancestors from the configuration', () => {
  it.each([
    [[], "frame-ancestors 'none'"],
    [['https://www.operator.example'], 'frame-ancestors https://www.operator.example'],
    [['https://a.example', 'http://b.example:8080'], 'frame-ancestors https://a.example http://b.example:8080'],
  ])('%j → %s, replacing the built one', (origins, expected) => {
    const policy = contentSecurityPolicy(BUILT_POLICY, origins);
    expect(policy).toContain(expected);
    expect(policy.match(/frame-ancestors/g)).toHaveLength(1);
    expect(policy).toContain("script-src 'self' https://pi.example");
  });

  it.each(['*', 'https://*.example', "'self'", 'operator.example', 'https://a.example/path'])(
    'refuses %j: one bad origin must not widen who may frame the product',
    (origin) => {
      expect(() => contentSecurityPolicy(BUILT_POLICY, [origin])).toThrow(/VITE_EMBED_ORIGINS must list exact origins/);
    },
  );
});

describe('the settings', () => {
  it('default to a local run against the default sandbox', () => {
    const settings = settingsFromEnv({ LEISURE_BROTLI: 'off' });
    expect(settings).toMatchObject({
      listen: '127.0.0.1:8080',
      domain: 'leisure.localhost',
      labels: { bookings: 'bookings', myAccount: 'my-account', onlineJoining: 'online-joining' },
      apiUpstream: 'http://127.0.0.1:4010',
      frameAncestors: [],
      brotli: false,
    });
    expect(settings.dist).toMatch(/apps\/host\/dist$/);
  });

  it('take frame-ancestors from the build’s VITE_EMBED_ORIGINS, the one setting of docs/decisions/0640', () => {
    const settings = settingsFromEnv({ VITE_EMBED_ORIGINS: 'https://a.example, http://operator.localhost:5412' });
    expect(settings.frameAncestors).toEqual(['https://a.example', 'http://operator.localhost:5412']);
    expect(() => settingsFromEnv({ VITE_EMBED_ORIGINS: 'https://a.example/join *' })).toThrow(
      'VITE_EMBED_ORIGINS must list exact origins (scheme://host[:port], no path or trailing slash), separated by spaces or commas: "https://a.example/join", "*" are not',
    );
    expect(() => settingsFromEnv({ LEISURE_FRAME_ANCESTORS: 'https://a.example' })).toThrow(
      'LEISURE_FRAME_ANCESTORS is now VITE_EMBED_ORIGINS',
    );
  });

  it('follow the build’s own variables for the domain and the sub-domain labels', () => {
    const settings = settingsFromEnv({ VITE_COOKIE_DOMAIN: 'brightwater.example', VITE_SUBDOMAIN_BOOKINGS: 'book' });
    const site = renderSite({ ...settings, brotli: false }, '/etc/nginx/leisure-headers.conf');
    expect(site).toContain('book.brightwater.example bookings;');
    expect(site).toContain(
      'server_name book.brightwater.example my-account.brightwater.example online-joining.brightwater.example;',
    );
  });

  it.each([
    ['LEISURE_API_UPSTREAM', { apiUpstream: 'http://api.example; return 200' }],
    ['LEISURE_DOMAIN', { domain: 'example.com; include /etc/passwd' }],
    ['LEISURE_LISTEN', { listen: '80; root /' }],
    ['LEISURE_DIST', { dist: '/srv/$host' }],
  ])('refuse a %s that could change the configuration', (name, bad) => {
    const settings = { ...settingsFromEnv({ LEISURE_BROTLI: 'off' }), ...bad };
    expect(() => renderSite(settings, '/tmp/headers.conf')).toThrow(name);
  });
});

describe('the rendered configuration', () => {
  it('sends every security header, from the built files', () => {
    const headers = renderHeaders({ ...settingsFromEnv({ LEISURE_BROTLI: 'off' }), dist: fakeDist() });
    expect(headers).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy(BUILT_POLICY, [])}" always;`,
    );
    expect(headers).toContain(`add_header Reporting-Endpoints 'csp-endpoint="/api/csp-reports"' always;`);
    expect(headers).toContain(`add_header Content-Security-Policy-Report-Only "require-trusted-types-for 'script'"`);
    for (const name of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]) {
      expect(headers).toMatch(new RegExp(`^add_header ${name} ".+" always;$`, 'm'));
    }
  });

  it('stops when the build has not been made', () => {
    const empty = mkdtempSync(join(tmpdir(), 'leisure-empty-'));
    expect(() => renderHeaders({ ...settingsFromEnv({}), dist: empty })).toThrow(
      /content-security-policy.txt is missing/,
    );
  });

  it('proxies /api and the map style only when there is an upstream', () => {
    const settings = { ...settingsFromEnv({ LEISURE_BROTLI: 'off' }), dist: fakeDist() };
    const site = renderSite(settings, '/h.conf');
    expect(site).toMatch(/location \/api\/ \{[^}]*\s+proxy_pass http:\/\/127\.0\.0\.1:4010;/);
    expect(site).toMatch(/location \/maps\/ \{[^}]*\s+proxy_pass http:\/\/127\.0\.0\.1:4010;/);
    // The private calendar feed (/api/calendar-feeds/{token}.ics, decision 0480) goes through the same proxy,
    // compressed like the pages' text.
    expect(site).toMatch(/gzip_types [^;]*text\/calendar/);
    expect(renderSite({ ...settings, apiUpstream: '' }, '/h.conf')).not.toContain('proxy_pass');
    expect(() => renderSite({ ...settings, apiUpstream: 'https://api.example/v2/' }, '/h.conf')).toThrow(
      'LEISURE_API_UPSTREAM',
    );
  });

  it('spells each mode name as itself or with any letter percent-encoded, as URLSearchParams decodes it', () => {
    const names = new RegExp(`^${decodedNamePattern(['kiosk'])}$`);
    for (const name of ['kiosk', '%6Biosk', '%6biosk', 'k%69osk', '%6B%69%6F%73%6B', 'kios%6b']) {
      expect(decodeURIComponent(name)).toBe('kiosk');
      expect(name).toMatch(names);
    }
    for (const name of ['Kiosk', '%4Biosk', 'kiosk%3D', 'kiosks', 'kios']) expect(name).not.toMatch(names);
  });

  it('refuses the TLS handshake for unknown names when it listens with ssl', () => {
    const settings = { ...settingsFromEnv({ LEISURE_BROTLI: 'off' }), dist: fakeDist() };
    expect(renderSite(settings, '/h.conf')).not.toContain('ssl_reject_handshake');
    expect(renderSite({ ...settings, listen: '443 ssl' }, '/h.conf')).toContain('ssl_reject_handshake on;');
  });

  it('is a configuration nginx accepts (nginx -t)', () => {
    const nginx = process.env.NGINX_BIN || 'nginx';
    const found = spawnSync(nginx, ['-v']);
    expect(found.error, `${nginx} must be installed (scripts/ensureNginx.sh)`).toBeUndefined();
    const out = mkdtempSync(join(tmpdir(), 'leisure-nginx-test-'));
    const config = writeConfig({ ...settingsFromEnv({}), dist: fakeDist(), listen: '127.0.0.1:4999' }, out);
    const checked = spawnSync(nginx, ['-t', '-p', out, '-e', 'stderr', '-c', config], { encoding: 'utf8' });
    expect(checked.stderr).toContain('test is successful');
    expect(readFileSync(join(out, 'site.conf'), 'utf8')).toContain(`include "${join(out, 'headers.conf')}";`);
  });
});
