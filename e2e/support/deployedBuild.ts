import { execFile, spawn } from 'node:child_process';
import { renameSync, symlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { productionBuildEnv, repoRoot } from './frontEnds.ts';
import type { E2eSandbox } from './sandboxEnv.ts';

const run = promisify(execFile);

/**
 * A production build of the host into `outDir`, as the e2e server's (support/frontEnds.ts), with `release`
 * among its settings: a build with another release is another deploy, whose chunks have other names.
 */
export async function buildRelease(outDir: string, sandbox: E2eSandbox, release: string): Promise<void> {
  await run(
    'pnpm',
    ['--filter', '@leisure/host', 'exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: repoRoot, env: { ...process.env, ...productionBuildEnv(sandbox), VITE_RELEASE: release } },
  );
}

/** Points the served folder `live` at `dist` in one step, as a deploy that swaps a symbolic link does. */
export function deploy(live: string, dist: string): void {
  const next = `${live}.next`;
  symlinkSync(dist, next);
  renameSync(next, live);
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** nginx serving `dist` on `port` with deploy/nginx's config, the API proxied to `sandbox`; stop() ends it. */
export async function serveBuild(dist: string, port: number, sandbox: E2eSandbox): Promise<{ stop: () => void }> {
  const nginx = spawn(
    'node',
    [join(repoRoot, 'deploy/nginx/serveBuild.ts'), '--dist', dist, '--port', String(port), '--api', sandbox.origin],
    { cwd: repoRoot, env: { ...process.env, ...productionBuildEnv(sandbox) }, stdio: 'ignore' },
  );
  for (let tries = 0; !(await listening(port)); tries++) {
    if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop: () => nginx.kill('SIGTERM') };
}
