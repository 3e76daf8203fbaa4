import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settingsFromEnv, writeConfig, type SiteSettings } from '../../render.ts';

/** A stand-in build: `pages` each saying their own name, `assets` as given, and the header files the build writes. */
export function fakeDist(pages: string[], assets: Record<string, string> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'leisure-nginx-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const page of pages) writeFileSync(join(dist, page), page);
  for (const [name, text] of Object.entries(assets)) writeFileSync(join(dist, 'assets', name), text);
  writeFileSync(join(dist, 'content-security-policy.txt'), "default-src 'self'\n");
  writeFileSync(join(dist, 'reporting-endpoints.txt'), 'csp-endpoint="/api/csp-reports"\n');
  writeFileSync(join(dist, 'content-security-policy-report-only.txt'), "require-trusted-types-for 'script'\n");
  return dist;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET to 127.0.0.1:`port` with the Host header given, and any others (a closed connection answers status 0). */
export function getFrom(
  port: number,
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const sent = request({ host: '127.0.0.1', port, path, headers: { ...headers, host } }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    sent.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    sent.end();
  });
}

export interface RunningNginx {
  port: number;
  /** A GET as a browser on `{label}.leisure.localhost` sends it. */
  get: (label: string, path: string, headers?: Record<string, string>) => Promise<Answer>;
  stop: () => void;
}

/** Debian's real nginx with the rendered configuration for `dist`, in a prefix folder of its own. */
export async function startNginx(dist: string, settings: Partial<SiteSettings> = {}): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'leisure-nginx-'));
  const config = writeConfig(
    {
      ...settingsFromEnv({ LEISURE_BROTLI: 'off' }),
      apiUpstream: '',
      ...settings,
      dist,
      listen: `127.0.0.1:${port}`,
    },
    prefix,
  );
  const nginx: ChildProcess = spawn(
    process.env.NGINX_BIN || 'nginx',
    ['-p', prefix, '-e', 'stderr', '-c', config, '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const get = (label: string, path: string, headers?: Record<string, string>) =>
    getFrom(port, `${label}.leisure.localhost`, path, headers);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await get('bookings', '/')).status !== 0) return { port, get, stop: () => nginx.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  nginx.kill('SIGTERM');
  throw new Error(`nginx did not answer on port ${port}`);
}
