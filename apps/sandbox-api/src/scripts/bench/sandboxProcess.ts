import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const mainScript = fileURLToPath(new URL('../../main.ts', import.meta.url));

export interface SandboxProcess {
  origin: string;
  stop(): Promise<void>;
}

/** A free loopback port, as the OS hands it out. */
function freePort(): Promise<number> {
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

async function waitUntilAnswering(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${origin}/api/client`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The sandbox did not answer on ${origin} within ${timeoutMs} ms`);
}

/**
 * The sandbox as `npm start` runs it, in its own process (so the load generator does not share its event loop),
 * on a free loopback port with a throwaway database that it creates and seeds.
 */
export async function startSandboxProcess(): Promise<SandboxProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'leisure-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', mainScript],
    {
      env: {
        ...process.env,
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_PORT: String(port),
        SANDBOX_DB: join(dataDir, 'bench.db'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(origin, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
