/**
 * Serves a production build with nginx in the foreground, as deployed (docs/decisions/0834): for `npm run serve`,
 * the e2e tests and `pnpm perf`. Ctrl-C or SIGTERM stops nginx and removes its temporary folder.
 *
 *   node deploy/nginx/serveBuild.ts [--dist apps/host/dist] [--port 8080] [--api http://127.0.0.1:4010]
 *
 * Options override the LEISURE_* settings of render.ts (deploy/nginx/README.md).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { settingsFromEnv, writeConfig } from './render.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    port: { type: 'string' },
    api: { type: 'string' },
    domain: { type: 'string' },
  },
});

const env = { ...process.env };
if (values.dist) env.LEISURE_DIST = values.dist;
if (values.port) env.LEISURE_LISTEN = `127.0.0.1:${values.port}`;
if (values.api !== undefined) env.LEISURE_API_UPSTREAM = values.api;
if (values.domain) env.LEISURE_DOMAIN = values.domain;

const prefix = mkdtempSync(join(tmpdir(), 'leisure-nginx-'));
const cleanUp = () => rmSync(prefix, { recursive: true, force: true });

let config: string;
try {
  config = writeConfig(settingsFromEnv(env), prefix);
} catch (error) {
  cleanUp();
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}

const nginxBinary = process.env.NGINX_BIN || 'nginx';
const nginx = spawn(nginxBinary, ['-p', prefix, '-e', 'stderr', '-c', config, '-g', 'daemon off;'], {
  stdio: 'inherit',
});
nginx.on('error', (error) => {
  cleanUp();
  console.error(`✗ Could not start ${nginxBinary}: ${error.message} (scripts/ensureNginx.sh installs it)`);
  process.exit(1);
});
nginx.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
// nginx stops at once on TERM/INT; QUIT would wait for open keep-alive connections.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => nginx.kill('SIGTERM'));
