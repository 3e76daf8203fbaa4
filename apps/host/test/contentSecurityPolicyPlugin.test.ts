// @vitest-environment node
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createServer, preview, type InlineConfig } from 'vite';
import { contentSecurityPolicyPlugin, POLICY_FILE } from '../server/contentSecurityPolicyPlugin.ts';
import type { CspSources } from '../server/cspPolicy.ts';
import { tinyViteProject } from './support/tinyViteProject.ts';

const sources = { cardProviderOrigin: 'http://127.0.0.1:4120', apiBaseUrl: 'http://127.0.0.1:4110/api' };
let root: string;

/** A page like apps/host/index.html, and an inline script of the kind Vite's React plugin injects in dev. */
beforeAll(() => {
  root = tinyViteProject(
    'host-csp-',
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const config = (policySources: CspSources = sources): InlineConfig => ({
  root,
  configFile: false,
  logLevel: 'silent',
  plugins: [
    contentSecurityPolicyPlugin(policySources),
    { name: 'inline-preamble', transformIndexHtml: () => [{ tag: 'script', children: 'window.x = 1;' }] },
  ],
  server: { port: 0, host: '127.0.0.1', hmr: false },
  preview: { port: 0, host: '127.0.0.1' },
  build: { outDir: join(root, 'dist'), emptyOutDir: true },
});

const scriptSrc = (policy: string | null) => /script-src ([^;]+)/.exec(policy ?? '')?.[1];

describe('serving the policy', () => {
  it('in dev: on index.html (any route) with the nonce Vite puts on every script it writes, not on modules', async () => {
    const server = await createServer(config());
    await server.listen();
    try {
      const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      const page = await fetch(`${origin}/checkout`, { headers: { accept: 'text/html' } });
      const policy = page.headers.get('content-security-policy');
      const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
      expect(scriptSrc(policy)).toBe(`'self' 'nonce-${nonce}' http://127.0.0.1:4120`);

      const html = await page.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThanOrEqual(3); // the client, the preamble and the page's module
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

      expect(page.headers.get('reporting-endpoints')).toBe('csp-endpoint="http://127.0.0.1:4110/api/csp-reports"');

      const module = await fetch(`${origin}/main.js`);
      expect(module.headers.get('content-security-policy')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('in a build and `vite preview`: no nonce, the same policy written beside index.html for production', async () => {
    await build(config());
    const written = readFileSync(join(root, 'dist', POLICY_FILE), 'utf8').trim();
    expect(scriptSrc(written)).toBe("'self' http://127.0.0.1:4120");
    expect(readFileSync(join(root, 'dist', 'index.html'), 'utf8')).not.toContain('nonce');
    // Each header the web server sends with index.html, in a file named after it.
    expect(written).toMatch(/; report-uri http:\/\/127\.0\.0\.1:4110\/api\/csp-reports; report-to csp-endpoint$/);
    const reportingEndpoints = readFileSync(join(root, 'dist', 'reporting-endpoints.txt'), 'utf8').trim();
    expect(reportingEndpoints).toBe('csp-endpoint="http://127.0.0.1:4110/api/csp-reports"');
    const reportOnly = readFileSync(join(root, 'dist', 'content-security-policy-report-only.txt'), 'utf8').trim();
    expect(reportOnly).toMatch(/^require-trusted-types-for 'script'; /);

    const server = await preview(config());
    try {
      const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      const page = await fetch(`${origin}/checkout`, { headers: { accept: 'text/html' } });
      expect(page.headers.get('content-security-policy')).toBe(written);
      expect(page.headers.get('reporting-endpoints')).toBe(reportingEndpoints);
      expect(page.headers.get('content-security-policy-report-only')).toBe(reportOnly);
    } finally {
      await server.close();
    }
  });

  it('a build stops on a plain-http card provider, naming the setting; the dev server takes it', async () => {
    const httpProvider = { ...sources, cardProviderOrigin: 'http://pi.example' };
    await expect(build(config(httpProvider))).rejects.toThrow(/VITE_CARD_PROVIDER_ORIGIN must be an https origin/);

    const server = await createServer(config(httpProvider));
    await server.listen();
    try {
      const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      const page = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
      expect(scriptSrc(page.headers.get('content-security-policy'))).toMatch(/ http:\/\/pi\.example$/);
    } finally {
      await server.close();
    }
  });
});
