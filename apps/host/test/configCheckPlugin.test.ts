// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from 'vite';
import { configCheckPlugin } from '../server/configCheckPlugin.ts';
import { tinyViteProject } from './support/tinyViteProject.ts';

let root: string;

beforeEach(() => {
  root = tinyViteProject(
    'host-config-',
    '<!doctype html><title>t</title><script type="module" src="/main.js"></script>',
  );
  // As `vite build` runs from the command line; under vitest, NODE_ENV=test would make the build a dev one (DEV).
  vi.stubEnv('NODE_ENV', 'production');
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

/** Builds the tiny page with the plugin and these settings in .env, as an operator's deployment would. */
function buildWith(env: Record<string, string>, mode = 'production') {
  writeFileSync(
    join(root, '.env'),
    Object.entries(env)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
  );
  return build({
    root,
    mode,
    configFile: false,
    logLevel: 'silent',
    plugins: [configCheckPlugin()],
    build: { outDir: join(root, 'dist'), emptyOutDir: true, write: false },
  });
}

describe('vite build checks the front ends configuration', () => {
  it('builds with the defaults: the API at /api behind the web server, authenticated by the cookie', async () => {
    await expect(buildWith({})).resolves.toBeDefined();
  });

  it('stops a build that sends no Bearer token to an API the cookie never reaches, naming the remedies', async () => {
    const failure = buildWith({ VITE_API_BASE_URL: 'http://127.0.0.1:4010/api' });
    await expect(failure).rejects.toThrow(/VITE_API_BASE_URL: cannot keep anyone logged in/);
    await expect(buildWith({ VITE_API_BASE_URL: 'http://127.0.0.1:4010/api' })).rejects.toThrow(
      /VITE_BEARER_TOKEN=always/,
    );
  });

  it('stops a build for any other wrong setting too, whatever its mode', async () => {
    await expect(buildWith({ VITE_FEATURE_SAVED_CARDS: 'yes' }, 'staging')).rejects.toThrow(
      /VITE_FEATURE_SAVED_CARDS: must be "true" or "false"/,
    );
  });

  it('lets a build that sends Bearer use an API elsewhere', async () => {
    await expect(
      buildWith({ VITE_API_BASE_URL: 'http://127.0.0.1:4010/api', VITE_BEARER_TOKEN: 'always' }),
    ).resolves.toBeDefined();
  });
});
